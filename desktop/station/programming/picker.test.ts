import { describe, expect, it } from 'vitest';
import { type Candidate, clonePickerState, initialPickerState, pick } from './picker';

const library = (artists: string[]): Candidate[] => artists.map((artist, i) => ({ id: i + 1, artist }));
const pool = (tracks: Candidate[], shuffle = true) => ({ key: 'library', shuffle, tracks });

describe('picker (shuffle bag, ordered lists)', () => {
  it('plays every track once before any repeats', () => {
    for (let seed = 1; seed < 20; seed++) {
      const state = initialPickerState(seed);
      const tracks = library(['a', 'b', 'c', 'd', 'e', 'f']);
      const first = Array.from({ length: 6 }, () => pick(state, pool(tracks))!.id);
      const second = Array.from({ length: 6 }, () => pick(state, pool(tracks))!.id);
      expect(new Set(first).size).toBe(6);
      expect(new Set(second).size).toBe(6);
    }
  });

  it('never plays the same artist twice in a row when the library allows', () => {
    for (let seed = 1; seed < 50; seed++) {
      const state = initialPickerState(seed);
      const tracks = library(['A', 'A', 'A', 'B', 'B', 'C']);
      let last = '';
      for (let i = 0; i < 30; i++) {
        const chosen = pick(state, pool(tracks))!;
        expect(chosen.artist, `seed ${seed} pick ${i}`).not.toBe(last);
        last = chosen.artist;
      }
    }
  });

  it('never repeats a track back to back across rounds, and a single track still plays', () => {
    for (let seed = 1; seed < 30; seed++) {
      const state = initialPickerState(seed);
      const tracks = library(['x', 'x', 'x']);
      let last = 0;
      for (let i = 0; i < 20; i++) {
        const chosen = pick(state, pool(tracks))!;
        expect(chosen.id).not.toBe(last);
        last = chosen.id;
      }
    }
    expect(pick(initialPickerState(1), pool(library(['solo'])))!.id).toBe(1);
  });

  it('goes round an ordered list in its order, passing over skipped tracks', () => {
    const state = initialPickerState(1);
    const tracks = library(['a', 'b', 'c']);
    expect(Array.from({ length: 5 }, () => pick(state, pool(tracks, false))!.id)).toEqual([1, 2, 3, 1, 2]);
    expect(pick(state, { ...pool(tracks, false), skip: new Set([3, 1]) })!.id).toBe(2);
    expect(pick(state, { ...pool(tracks, false), skip: new Set([1, 2, 3]) })).toBeNull();
  });

  it('forecasts exactly: a copy of the state picks what the original will', () => {
    const state = initialPickerState(42);
    const tracks = library(Array.from({ length: 40 }, (_, i) => `artist ${i % 7}`));
    pick(state, pool(tracks));
    const copy = clonePickerState(state);
    const forecast = Array.from({ length: 50 }, () => pick(copy, pool(tracks))!.id);
    const real = Array.from({ length: 50 }, () => pick(state, pool(tracks))!.id);
    expect(real).toEqual(forecast);
  });

  it('drops tracks that left the pool from its bag', () => {
    const state = initialPickerState(9);
    const tracks = library(['a', 'b', 'c', 'd']);
    pick(state, pool(tracks));
    const smaller = tracks.slice(0, 2);
    for (let i = 0; i < 6; i++) expect([1, 2]).toContain(pick(state, pool(smaller))!.id);
  });
});
