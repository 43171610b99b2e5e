import { describe, expect, it } from 'vitest';
import type { Separation } from '../../../../shared/schemas/music/separation';
import { artistNames } from './artist-names';
import { type Candidate, initialPickerState, pick } from './picker';
import { initialSeparationState, notePlayed, type SeparationState, separationCost, violationsOf } from './separation';

// The injected clock: a fixed Sunday morning; every pick moves it by a song's length, nothing reads the real time.
const START = Date.UTC(2026, 10, 29, 6, 0);
const SONG_MS = 3.5 * 60_000;
const RULES: Separation = { artistMin: 60, titleMin: 180, albumMin: 0, featuredArtist: true };

const songs = (count: number, artists: number, albums = 0): Candidate[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    artist: `Artista ${i % artists}`,
    title: `Canción ${i}`,
    album: albums ? `Disco ${i % albums}` : null,
  }));

interface Aired {
  at: number;
  song: Candidate;
  violations: ReturnType<typeof violationsOf>;
}

/** A day of picks from one pool with the rules, as the planner does them. */
function airDay(pool: Candidate[], rules: Separation, seed = 7, hours = 24): Aired[] {
  const picker = initialPickerState(seed);
  const sep = initialSeparationState();
  const aired: Aired[] = [];
  for (let at = START; at < START + hours * 3_600_000; at += SONG_MS) {
    const song = pick(picker, {
      key: 'library',
      shuffle: true,
      tracks: pool,
      cost: (c) => separationCost(sep, c, at, rules),
    })!;
    aired.push({ at, song, violations: violationsOf(sep, song, at, rules, pool.length, 'categoría') });
    notePlayed(sep, song, at);
  }
  return aired;
}

/** The shortest gap in minutes between two songs sharing a key, over a day. */
function shortestGap(aired: Aired[], keyOf: (song: Candidate) => string[]): number {
  const last = new Map<string, number>();
  let shortest = Infinity;
  for (const { at, song } of aired)
    for (const key of keyOf(song)) {
      const before = last.get(key);
      if (before !== undefined) shortest = Math.min(shortest, (at - before) / 60_000);
      last.set(key, at);
    }
  return shortest;
}

describe('featured artists', () => {
  it('reads "feat.", "ft.", "con" and "&" as more than one artist, folding case and accents', () => {
    expect(artistNames('Rosalía feat. J Balvin', true)).toEqual(['rosalia', 'j balvin']);
    expect(artistNames('A ft. B & C', true)).toEqual(['a', 'b', 'c']);
    expect(artistNames('Ana con Luis', true)).toEqual(['ana', 'luis']);
    expect(artistNames('A Featuring B', true)).toEqual(['a', 'b']);
    expect(artistNames('Conchita', true)).toEqual(['conchita']);
    expect(artistNames('A feat. B', false)).toEqual(['a feat. b']);
  });

  it('keeps a song by "A feat. B" an hour from A’s songs and from B’s', () => {
    const pool: Candidate[] = [
      ...songs(300, 60).map((s) => ({ ...s, id: s.id + 10 })),
      { id: 1, artist: 'Aitana feat. Bebe', title: 'Juntas' },
      { id: 2, artist: 'Aitana', title: 'Sola' },
      { id: 3, artist: 'Bebe', title: 'Ella' },
      { id: 4, artist: 'bebe & Otra', title: 'Dúo' },
    ];
    for (const seed of [1, 2, 3]) {
      const aired = airDay(pool, RULES, seed);
      expect(aired.flatMap((a) => a.violations)).toEqual([]);
      expect(shortestGap(aired, (s) => artistNames(s.artist, true))).toBeGreaterThanOrEqual(60);
    }
  });
});

describe('separation across a day', () => {
  it('a 2,000-song pool keeps every rule all day: no artist within 60 min, no title within 3 h, no note', () => {
    const aired = airDay(songs(2000, 400, 800), { ...RULES, albumMin: 30 });
    expect(aired.length).toBeGreaterThan(400);
    expect(aired.flatMap((a) => a.violations)).toEqual([]);
    expect(shortestGap(aired, (s) => [s.artist])).toBeGreaterThanOrEqual(60);
    expect(shortestGap(aired, (s) => [s.title!])).toBeGreaterThanOrEqual(180);
    expect(shortestGap(aired, (s) => [s.album!])).toBeGreaterThanOrEqual(30);
  });

  it('a 20-song pool cannot keep them: artist gives way before title, by the least, and every pick says so', () => {
    // 20 songs of 5 artists at 3.5 min: any artist comes back within 17.5 min, any title within 70.
    const aired = airDay(songs(20, 5), { ...RULES, titleMin: 60 });
    const notes = aired.flatMap((a) => a.violations);
    expect(notes.length).toBeGreaterThan(0);
    // The title rule (more important) holds: 60 min is possible with 20 songs of 3.5 min.
    expect(notes.filter((n) => n.rule === 'title')).toEqual([]);
    expect(shortestGap(aired, (s) => [s.title!])).toBeGreaterThanOrEqual(60);
    // Nothing silent: every song closer than 60 min to its artist carries the note with the real gap.
    const last = new Map<string, number>();
    for (const { at, song, violations } of aired) {
      const before = last.get(song.artist);
      const gap = before === undefined ? Infinity : (at - before) / 60_000;
      if (gap < 60)
        expect(violations).toEqual([
          {
            rule: 'artist',
            message: `separación de artista reducida a ${Math.floor(gap)} min: 20 canciones en la categoría`,
          },
        ]);
      else expect(violations).toEqual([]);
      last.set(song.artist, at);
    }
    // With five artists in turn the best possible is 14 min (four others between): the least reduction is kept.
    expect(shortestGap(aired.slice(5), (s) => [s.artist])).toBeGreaterThanOrEqual(14);
  });

  it('relaxes the least important rule first: album before artist before title', () => {
    const state: SeparationState = initialSeparationState();
    const rules: Separation = { artistMin: 60, titleMin: 120, albumMin: 60, featuredArtist: true };
    const at = START + 3_600_000;
    notePlayed(state, { id: 1, artist: 'X', title: 'Uno', album: 'Disco' }, at - 10 * 60_000);
    const sameAlbum: Candidate = { id: 2, artist: 'Y', title: 'Dos', album: 'Disco' };
    const sameArtist: Candidate = { id: 3, artist: 'X', title: 'Tres', album: 'Otro' };
    const sameTitle: Candidate = { id: 4, artist: 'Z', title: 'Uno', album: null };
    const cost = (c: Candidate) => separationCost(state, c, at, rules);
    expect(cost(sameAlbum)).toBeLessThan(cost(sameArtist));
    expect(cost(sameArtist)).toBeLessThan(cost(sameTitle));
    // Of two that break the same rule, the one that falls shorter by less wins.
    notePlayed(state, { id: 5, artist: 'W', title: 'Cinco', album: null }, at - 40 * 60_000);
    expect(cost({ id: 6, artist: 'W', title: 'Seis' })).toBeLessThan(cost(sameArtist));
    const picked = pick(initialPickerState(1), {
      key: 'k',
      shuffle: true,
      tracks: [sameTitle, sameArtist, sameAlbum],
      cost,
    });
    expect(picked?.id).toBe(2);
    expect(violationsOf(state, sameAlbum, at, rules, 3, 'categoría')).toEqual([
      { rule: 'album', message: 'separación de álbum reducida a 10 min: 3 canciones en la categoría' },
    ]);
  });
});
