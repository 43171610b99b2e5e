import { describe, expect, it } from 'vitest';
import { nowPlayingSchema } from '../../../../shared/schemas/broadcast/streaming';
import { isNowPlaying } from './is-now-playing';

const sample = {
  current: {
    trackId: 1,
    title: 'Mar',
    artist: 'Zoe',
    album: null,
    coverImageUrl: null,
    startedAt: '2025-06-01T09:00:00Z',
    duration: 60,
    source: 'rotation',
  },
  next: null,
  history: [],
  listeners: 3,
  serverRunning: true,
  isLive: false,
  programme: { title: 'Ràdio Portbou', location: 'Portbou', time: 'Lunes a Domingo, 0 a 24h' },
};

describe('isNowPlaying', () => {
  it('accepts what the shared schema accepts', () => {
    expect(nowPlayingSchema.safeParse(sample).success).toBe(true);
    expect(isNowPlaying(sample)).toBe(true);
    expect(isNowPlaying({ ...sample, current: null })).toBe(true);
    const { serverRunning: _, ...older } = sample;
    expect(isNowPlaying(older)).toBe(true);
  });
  it('rejects other shapes', () => {
    for (const bad of [
      null,
      'x',
      {},
      { ...sample, listeners: '3' },
      { ...sample, current: { title: 1 } },
      { ...sample, history: null },
      { ...sample, serverRunning: 'yes' },
    ]) {
      expect(isNowPlaying(bad)).toBe(false);
    }
  });
});
