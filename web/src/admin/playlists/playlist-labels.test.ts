import { describe, expect, it } from 'vitest';
import type { Track } from '../../../../shared/schemas/library/tracks';
import { formatTotalDuration, playlistSummary } from './playlist-labels';

describe('formatTotalDuration', () => {
  it('reads m:ss under an hour and hours with minutes above', () => {
    expect(formatTotalDuration(0)).toBe('0:00');
    expect(formatTotalDuration(245.4)).toBe('4:05');
    expect(formatTotalDuration(3599)).toBe('59:59');
    expect(formatTotalDuration(3600)).toBe('1 h 0 min');
    expect(formatTotalDuration(4320)).toBe('1 h 12 min');
    expect(formatTotalDuration(7199)).toBe('2 h');
  });
});

describe('playlistSummary', () => {
  it('counts every track but times only those still in the library', () => {
    const tracksById = new Map([
      [1, { id: 1, duration: 78 } as Track],
      [2, { id: 2, duration: 70 } as Track],
    ]);
    expect(playlistSummary({ kind: 'music', shuffle: false, trackIds: [1, 2, 99] }, tracksById)).toBe(
      'Música · 3 canciones · 2:28 · En orden',
    );
    expect(playlistSummary({ kind: 'jingles', shuffle: true, trackIds: [1] }, tracksById)).toBe(
      'Cortinillas · 1 canción · 1:18 · Aleatoria',
    );
  });
});
