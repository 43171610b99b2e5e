import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantOf } from '../../../../shared/station/station-time';
import { type Db, openDatabase } from '../../db/database';
import { createStationEvents } from '../../events/station-events';
import { createRepos, type Repos } from '../../repos/index';
import type { LogEdit } from './honour-edits';
import { positionId, positionParts } from './log-position';
import { createPlannerData } from './planner-data';
import { createProgramming } from './programming';

const TZ = 'Europe/Madrid';
// A Monday, pinned: the planner's clock is injected, never the machine's.
const MONDAY_10 = instantOf('2026-11-30', '10:00', TZ);
const SONG_MS = 180_000;

/** Stable log positions and the music director's edits, on the real planner and a real SQLite file. */
describe('the log’s positions and edits', () => {
  let dir: string;
  let db: Db;
  let repos: Repos;
  const edits = new Map<number, LogEdit>();
  let now = MONDAY_10;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-log-edits-'));
    db = openDatabase(path.join(dir, 'emisora.db'));
    repos = createRepos(db, createStationEvents());
    for (let i = 0; i < 30; i++)
      repos.tracks.create({
        ...{ title: `Canción ${i}`, artist: `Artista ${i}`, album: null, duration: 180 },
        ...{ fileName: `c-${i}.mp3`, coverFile: null, uploadedBy: 1 },
      });
  });
  afterAll(() => {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const programming = () =>
    createProgramming({
      ...{ data: createPlannerData(db, repos, () => TZ), tracks: repos.tracks, timeZone: TZ, seed: 5 },
      now: () => now,
      settings: () => ({ jingleEvery: 0, adBreakMinutes: [] }),
      edits: { at: (position) => edits.get(position) },
    });
  const byPosition = (items: Array<{ position?: number; track: { id: number } }>) =>
    new Map(items.map((i) => [i.position, i.track.id]));

  it('a position is the n-th item of a station hour, and its id reads as date, hour and n', () => {
    expect(positionId('2026-11-30T10', 4)).toBe(2026113010004);
    expect(positionParts(2026113010004)).toEqual({ date: '2026-11-30', hour: 10, ordinal: 4 });
    expect(positionParts(2026113010000)).toBeNull();
    const log = programming().log(MONDAY_10, MONDAY_10 + 2 * 3_600_000, 0);
    expect(log.slice(0, 3).map((i) => i.position)).toEqual([2026113010001, 2026113010002, 2026113010003]);
    // 20 three-minute songs an hour: the 21st starts 11:00 and is the first of that hour.
    expect(log[20]!.position).toBe(2026113011001);
  });

  it('the ids stay with their positions as the air advances and when the library changes', () => {
    const p = programming();
    const before = byPosition(p.log(MONDAY_10, MONDAY_10 + 3_600_000, 0));
    for (let n = 0; n < 4; n++) p.next(MONDAY_10 + n * SONG_MS);
    const after = byPosition(p.log(MONDAY_10 + 4 * SONG_MS, MONDAY_10 + 3_600_000, 0));
    expect([...after.keys()][0]).toBe(2026113010005);
    for (const [position, trackId] of after) expect(before.get(position)).toBe(trackId);
    // The air decides the item it was decoding again (a re-plan): the same position, not the next one.
    const again = programming();
    const first = again.next(MONDAY_10)!;
    expect(again.next(MONDAY_10 + 200)!.position).toBe(first.position);
    expect(again.next(MONDAY_10 + SONG_MS)!.position).toBe(2026113010002);
  });

  it('the air plays the log with the director’s swap, lock and move, and only the unlocked part regenerates', async () => {
    const p = programming();
    const log = p.log(MONDAY_10, MONDAY_10 + 3_600_000, 0);
    const at = (n: number) => log[n - 1]!;
    const outside = repos.tracks.create({
      ...{ title: 'Elegida', artist: 'La directora', album: null, duration: 180 },
      ...{ fileName: 'elegida.mp3', coverFile: null, uploadedBy: 1 },
    });
    edits.set(at(3).position!, { kind: 'swap', trackId: outside.id });
    edits.set(at(5).position!, { kind: 'lock', trackId: at(5).track.id });
    edits.set(at(7).position!, { kind: 'move', trackId: at(9).track.id });
    edits.set(at(9).position!, { kind: 'move', trackId: at(7).track.id });
    // The library changes (songs added): positions are planned afresh, but the edited ones keep their songs.
    for (let i = 0; i < 5; i++)
      repos.tracks.create({
        ...{ title: `Nueva ${i}`, artist: `Nueva ${i}`, album: null, duration: 180 },
        ...{ fileName: `n-${i}.mp3`, coverFile: null, uploadedBy: 1 },
      });
    const fresh = programming().log(MONDAY_10, MONDAY_10 + 3_600_000, 0);
    const shown = byPosition(fresh);
    expect(shown.get(at(3).position)).toBe(outside.id);
    expect(shown.get(at(5).position)).toBe(at(5).track.id);
    expect(shown.get(at(7).position)).toBe(at(9).track.id);
    expect(shown.get(at(9).position)).toBe(at(7).track.id);
    expect(fresh[2]!.edited).toBe('swap');
    // The air, on the injected clock, plays what the log says, edits included.
    const air = programming();
    const aired = fresh.slice(0, 10).map((_item, n) => {
      now = MONDAY_10 + n * SONG_MS;
      return air.next(now)!;
    });
    expect(aired.map((i) => [i.position, i.track.id])).toEqual(fresh.slice(0, 10).map((i) => [i.position, i.track.id]));
    edits.clear();
  });

  it('a swapped-in song carries the rule it breaks', () => {
    repos.separation.set({ artistMin: 60, titleMin: 0, albumMin: 0, featuredArtist: true });
    const log = programming().log(MONDAY_10, MONDAY_10 + 3_600_000, 0);
    // The song at position 2 is swapped in again at position 4, six minutes later: the artist rule gives way.
    edits.set(log[3]!.position!, { kind: 'swap', trackId: log[1]!.track.id });
    const fresh = programming().log(MONDAY_10, MONDAY_10 + 3_600_000, 0);
    expect(fresh[3]!.track.id).toBe(log[1]!.track.id);
    expect(fresh[3]!.violations?.map((v) => v.rule)).toContain('artist');
    expect(fresh[3]!.violations?.[0]?.message).toMatch(/separación de (título|artista) reducida a 6 min/);
    edits.clear();
    repos.separation.set({ artistMin: 0, titleMin: 0, albumMin: 0, featuredArtist: true });
  });
});
