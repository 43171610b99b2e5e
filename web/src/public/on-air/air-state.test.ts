import { describe, expect, it } from 'vitest';
import { airState, isOnAir } from './air-state';

const item = {
  trackId: 1,
  title: 'Mar',
  artist: 'Zoe',
  album: null,
  coverImageUrl: null,
  startedAt: '2025-06-01T09:00:00Z',
  duration: 60,
  source: 'rotation' as const,
};

describe('airState', () => {
  it('is unknown without a report from the engine (not yet, or the station unreachable)', () => {
    expect(airState(null)).toBe('unknown');
    expect(isOnAir('unknown')).toBe(false);
  });
  it('is live only when the engine airs a live show', () => {
    expect(airState({ serverRunning: true, isLive: true, current: item })).toBe('live');
    expect(airState({ serverRunning: true, isLive: false, current: item })).toBe('rotation');
  });
  it('is on air while the engine runs, even between two items', () => {
    expect(airState({ serverRunning: true, isLive: false, current: null })).toBe('rotation');
    expect(isOnAir('rotation')).toBe(true);
  });
  it('is off when the engine is stopped', () => {
    expect(airState({ serverRunning: false, isLive: false, current: null })).toBe('off');
    expect(isOnAir('off')).toBe(false);
  });
  it('reads an older station without serverRunning from what it names on air', () => {
    expect(airState({ isLive: false, current: item })).toBe('rotation');
    expect(airState({ isLive: false, current: null })).toBe('off');
  });
});
