import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standbyAirStateSchema } from '../../../../shared/schemas/standby/standby';
import { instantOf } from '../../../../shared/station/station-time';
import { type Db, openDatabase } from '../../db/database';
import { createRepos, type Repos } from '../../repos/index';
import { airSeconds } from './fill-to-time';
import { createPlannerData } from './planner-data';
import { createProgramming, type PlannedItem, type Programming } from './programming';

const TZ = 'Europe/Madrid';
const XF = 2;
const at = (time: string) => instantOf('2026-06-01', time, TZ);
// The studio decides what follows a few seconds before it starts (its decoder starts ahead).
const DECIDED_AHEAD_MS = 5_000;

interface Aired {
  item: PlannedItem;
  at: number;
  end: number;
}

/** What an item is on the air, as the as-run and proof of airing know it. */
const aired = (a: Aired) => ({
  at: a.at,
  id: a.item.id,
  trackId: a.item.track.id,
  source: a.item.source,
  campaignId: a.item.campaignId,
  programmeId: a.item.programmeId,
  position: a.item.position,
});

/**
 * A station's air driven by hand: each item is decided for its start (shortly before it), airs its length less the
 * crossfade, and a recorded show cuts in at its slot's start, as the playout does.
 */
function airOf(programming: Programming, from: number) {
  const items: Aired[] = [];
  let t = from;
  return {
    items,
    /** Decides everything that starts before `until` (the last one may start after `now`: it was decided ahead). */
    runUntil(until: number) {
      while (t - DECIDED_AHEAD_MS <= until) {
        const item = programming.next(t)!;
        const end = t + Math.max(1, airSeconds(item.track) - XF) * 1000;
        const show = item.source === 'show' ? null : programming.showSoon(t, end - t);
        const next = show ? show.startAt : end;
        items.push({ item, at: t, end: next });
        t = next;
      }
      return items;
    },
    covering: (instant: number) => items.find((i) => i.at <= instant && instant < i.end),
  };
}

/**
 * A standby joins the studio's plan: from the studio's air state (the run as it stood before its last decisions)
 * it decides the same items forward to the minute it takes the air, so it plays what the studio would have.
 */
describe("a standby's programming joins the studio's air state", () => {
  let dir: string;
  let db: Db;
  let repos: Repos;
  let campaignId = 0;

  const make = (startedAt: number, history: Array<{ at: number; artist: string; title: string }> = []) =>
    createProgramming({
      data: createPlannerData(db, repos, () => TZ),
      tracks: repos.tracks,
      timeZone: TZ,
      settings: () => ({ jingleEvery: 3, adBreakMinutes: [0, 30] }),
      crossfadeSeconds: () => XF,
      seed: 1234,
      now: () => startedAt,
      aired: () => history.map((h) => ({ ...h, album: null })),
    });

  /** The air state as it travels: JSON over HTTP, checked with the shared schema. */
  const overTheWire = (programming: Programming) =>
    standbyAirStateSchema.parse(JSON.parse(JSON.stringify({ startedAt: 'test', decisions: programming.airState() })));

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-join-air-'));
    db = openDatabase(path.join(dir, 'emisora.db'));
    repos = createRepos(db);
    const track = (title: string, artist: string, duration: number) =>
      repos.tracks.create({
        title,
        artist,
        album: null,
        duration,
        fileName: `${title}.mp3`,
        coverFile: null,
        uploadedBy: 1,
      }).id;
    for (let i = 0; i < 14; i++) track(`Canción ${i}`, `Artista ${i % 5}`, 150 + ((i * 37) % 120));
    const jingle = track('Cortinilla', 'Emisora', 6);
    const spot = track('Cuña', 'Anunciante', 20);
    const show = track('Grabado', 'Redacción', 1800);
    repos.playlists.create({
      name: 'Cortinillas',
      kind: 'jingles',
      shuffle: true,
      trackIds: [jingle],
      isDefault: false,
    });
    repos.campaigns.create({
      ...{ advertiser: 'Bar', title: 'Verano', spotTrackId: spot },
      ...{ startDate: '2026-06-01', endDate: '2026-06-01', spots: 40, daypart: 'any' },
    });
    campaignId = repos.campaigns.list().find((c) => c.spotTrackId === spot)!.id;
    repos.schedule.create({
      ...{ date: '2026-06-01', start: '10:00', end: '10:30', title: 'Grabado', host: '', type: 'talk' },
      showTrackId: show,
    });
  });

  afterAll(() => {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The studio airs from 08:00; the standby, started later with another history, airs muted on its own. */
  function scenario(killedAt: number, takesAirAt: number) {
    const studioProgramming = make(at('08:00'));
    const studio = airOf(studioProgramming, at('08:00'));
    studio.runUntil(killedAt);
    const state = overTheWire(studioProgramming);
    const history = [{ at: at('08:20'), artist: 'Artista 2', title: 'Canción 2' }];
    const followerProgramming = make(at('08:41'), history);
    const own = airOf(followerProgramming, at('08:41'));
    own.runUntil(takesAirAt);
    const joined = followerProgramming.join(state.decisions, takesAirAt, XF);
    // What the studio would have aired, had it lived: its own air, on.
    studio.runUntil(takesAirAt + 2 * 3_600_000);
    return { studio, own, joined, followerProgramming };
  }

  it('plays the item the studio had on air at that instant, at its offset, and decides the same items after it', () => {
    const killedAt = at('09:13') + 41_000;
    const takesAirAt = killedAt + 12_000;
    const { studio, own, joined, followerProgramming } = scenario(killedAt, takesAirAt);
    const onAir = studio.covering(takesAirAt)!;
    // On its own the standby had dealt other songs: the test could tell them apart.
    expect(own.items.slice(-5).map((a) => a.item.track.id)).not.toEqual(
      studio.items
        .filter((a) => a.at <= takesAirAt)
        .slice(-5)
        .map((a) => a.item.track.id),
    );
    expect(joined).not.toBeNull();
    expect(aired({ item: joined!.item, at: joined!.plannedAt, end: 0 })).toEqual(aired(onAir));
    expect(joined!.offsetSeconds).toBeCloseTo((takesAirAt - onAir.at) / 1000, 6);
    const after = airOf(followerProgramming, onAir.end).runUntil(takesAirAt + 90 * 60_000);
    const expected = studio.items.filter((a) => a.at >= onAir.end).slice(0, after.length);
    expect(after.map(aired)).toEqual(expected.map(aired));
    // Breaks and a recorded show's hard start were among them; the spots keep their campaign (proof of airing).
    expect(after.some((a) => a.item.source === 'spot' && a.item.campaignId === campaignId)).toBe(true);
    expect(after.some((a) => a.item.source === 'show' && a.at === at('10:00'))).toBe(true);
  });

  it('crosses a recorded show that started after the studio died: the standby joins the show where it is', () => {
    const killedAt = at('09:59') + 50_000;
    const takesAirAt = at('10:00') + 7_000;
    const { studio, joined, followerProgramming } = scenario(killedAt, takesAirAt);
    expect(joined!.item).toMatchObject({ source: 'show', track: { title: 'Grabado' } });
    expect(joined!.plannedAt).toBe(at('10:00'));
    expect(joined!.offsetSeconds).toBe(7);
    const onAir = studio.covering(takesAirAt)!;
    expect(aired({ item: joined!.item, at: joined!.plannedAt, end: 0 })).toEqual(aired(onAir));
    const after = airOf(followerProgramming, onAir.end).runUntil(at('11:00'));
    expect(after.map(aired)).toEqual(
      studio.items
        .filter((a) => a.at >= onAir.end)
        .slice(0, after.length)
        .map(aired),
    );
  });

  it('without an air state it keeps its own plan', () => {
    const programming = make(at('08:00'));
    expect(programming.join([], at('09:00'), XF)).toBeNull();
    expect(programming.next(at('09:00'))).not.toBeNull();
  });
});
