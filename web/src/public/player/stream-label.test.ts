import { describe, expect, it } from 'vitest';
import { streamLabel } from './stream-label';

const station = { onStation: true, failed: false, isPlaying: true } as const;

describe('streamLabel', () => {
  it('on the station stream says what the engine reports, EN DIRECTO only for a live show', () => {
    expect(streamLabel({ ...station, air: 'live' })).toBe('live');
    expect(streamLabel({ ...station, air: 'rotation' })).toBe('onAir');
    expect(streamLabel({ ...station, air: 'off' })).toBe('offAir');
  });
  it('claims nothing while the station cannot be reached', () => {
    expect(streamLabel({ ...station, air: 'unknown' })).toBeNull();
  });
  it('never stands beside a playback error', () => {
    for (const air of ['live', 'rotation', 'off', 'unknown'] as const)
      expect(streamLabel({ ...station, failed: true, isPlaying: false, air })).toBeNull();
    expect(streamLabel({ onStation: false, failed: true, isPlaying: false, air: 'live' })).toBeNull();
  });
  it('on another source says EN DIRECTO while it plays, whatever the station does', () => {
    expect(streamLabel({ onStation: false, failed: false, isPlaying: true, air: 'off' })).toBe('live');
    expect(streamLabel({ onStation: false, failed: false, isPlaying: false, air: 'live' })).toBeNull();
  });
});
