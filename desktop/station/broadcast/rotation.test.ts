import { describe, expect, it } from 'vitest';
import { createRotation } from './rotation';

const library = (artists: string[]) => artists.map((artist, i) => ({ id: i + 1, artist, broken: false }));
const seeded = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};

describe('rotation (shuffle bag)', () => {
  it('plays every track once before any repeats', () => {
    for (let seed = 1; seed < 20; seed++) {
      const rotation = createRotation(seeded(seed));
      const tracks = library(['a', 'b', 'c', 'd', 'e', 'f']);
      const first = Array.from({ length: 6 }, () => rotation.pick(tracks)!.id);
      const second = Array.from({ length: 6 }, () => rotation.pick(tracks)!.id);
      expect(new Set(first).size).toBe(6);
      expect(new Set(second).size).toBe(6);
    }
  });

  it('never plays the same artist twice in a row when the library allows', () => {
    for (let seed = 1; seed < 50; seed++) {
      const rotation = createRotation(seeded(seed));
      const tracks = library(['A', 'A', 'A', 'B', 'B', 'C']);
      let last = '';
      for (let i = 0; i < 30; i++) {
        const pick = rotation.pick(tracks)!;
        expect(pick.artist).not.toBe(last);
        last = pick.artist;
      }
    }
  });

  it('treats artist names case-insensitively and never repeats a track back to back', () => {
    const rotation = createRotation(seeded(7));
    const tracks = [
      { id: 1, artist: 'Sopa', broken: false },
      { id: 2, artist: 'sopa ', broken: false },
      { id: 3, artist: 'Otra', broken: false },
    ];
    const order = Array.from({ length: 12 }, () => rotation.pick(tracks)!.id);
    for (let i = 1; i < order.length; i++) expect(order[i]).not.toBe(order[i - 1]);
  });

  it('skips broken tracks and returns null when nothing is playable', () => {
    const rotation = createRotation(seeded(3));
    const tracks = [
      { id: 1, artist: 'a', broken: true },
      { id: 2, artist: 'b', broken: false },
    ];
    for (let i = 0; i < 5; i++) expect(rotation.pick(tracks)!.id).toBe(2);
    expect(rotation.pick([{ id: 1, artist: 'a', broken: true }])).toBeNull();
    expect(rotation.pick([])).toBeNull();
  });

  it('forgets deleted tracks and takes in new ones at the next round', () => {
    const rotation = createRotation(seeded(5));
    const picked = new Set([rotation.pick(library(['a', 'b', 'c']))!.id]);
    const grown = [...library(['a', 'b']), { id: 9, artist: 'z', broken: false }];
    for (let i = 0; i < 4; i++) picked.add(rotation.pick(grown)!.id);
    expect(picked.has(9)).toBe(true);
    // Track 3 was deleted: it may have been the very first pick, never one after.
    for (let i = 0; i < 10; i++) expect(rotation.pick(grown)!.id).not.toBe(3);
  });
});
