import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../db/database';
import { createRepos, type Repos } from '../../repos/index';
import { createProgramming } from './programming';
import { createPlannerData } from './planner-data';
import { instantOf } from '../../../../shared/station/station-time';

const TZ = 'Europe/Madrid';
const at = (date: string, time: string) => instantOf(date, time, TZ);

/** The programming on a real SQLite file: pools, forecast, studio inserts and removals, no engine and no ffmpeg. */
describe('programming (planner + picker + database)', () => {
  let dir: string;
  let db: Db;
  let repos: Repos;
  const ids: Record<string, number> = {};
  const settings = { jingleEvery: 0, adBreakMinutes: [] as number[] };

  const track = (title: string, artist: string, duration = 200) => {
    ids[title] = repos.tracks.create({
      title,
      artist,
      album: null,
      duration,
      fileName: `${title}.mp3`,
      coverFile: null,
      uploadedBy: 1,
    }).id;
    return ids[title]!;
  };
  const make = (seed = 7) =>
    createProgramming({
      data: createPlannerData(db, repos, () => TZ),
      tracks: repos.tracks,
      timeZone: TZ,
      settings: () => settings,
      seed,
      now: () => at('2026-06-01', '08:00'),
    });
  const titles = (items: Array<{ track: { title: string } }>) => items.map((i) => i.track.title);

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-programming-'));
    db = openDatabase(path.join(dir, 'emisora.db'));
    repos = createRepos(db);
    for (let i = 0; i < 6; i++) track(`Canción ${i}`, `Artista ${i % 3}`);
    track('Cortinilla', 'Emisora', 5);
    track('Cuña', 'Anunciante', 20);
    track('Grabado', 'Redacción', 1800);
    repos.playlists.create({
      name: 'Cortinillas',
      kind: 'jingles',
      shuffle: true,
      trackIds: [ids.Cortinilla!],
      isDefault: false,
    });
    repos.campaigns.create({
      advertiser: 'Bar',
      title: 'Verano',
      spotTrackId: ids.Cuña!,
      startDate: '2026-06-01',
      endDate: '2026-06-30',
      spots: 10,
      daypart: 'any',
    });
    repos.schedule.create({
      date: '2026-06-01',
      start: '20:00',
      end: '21:00',
      title: 'Grabado',
      host: '',
      type: 'talk',
      showTrackId: ids.Grabado!,
    });
  });

  afterAll(() => {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('never rotates jingles, ad spots or recorded shows as music', () => {
    const programming = make();
    const played = new Set<string>();
    for (let i = 0; i < 60; i++) played.add(programming.next(at('2026-06-01', '09:00') + i * 200_000)!.track.title);
    expect([...played].sort()).toEqual(['Canción 0', 'Canción 1', 'Canción 2', 'Canción 3', 'Canción 4', 'Canción 5']);
  });

  it('forecasts exactly what then airs, with stable ids', () => {
    const programming = make(11);
    const from = at('2026-06-01', '09:00');
    const forecast = programming.forecast(from, 2);
    expect(forecast.length).toBeGreaterThan(10);
    const aired = forecast.map((f) => programming.next(f.plannedAt)!);
    expect(titles(aired)).toEqual(titles(forecast));
    expect(aired.map((a) => a.id)).toEqual(forecast.map((f) => f.id));
  });

  it('puts the recorded show at its slot start in the forecast', () => {
    const forecast = make().forecast(at('2026-06-01', '19:30'), 2);
    const show = forecast.find((f) => f.source === 'show');
    expect(show?.track.title).toBe('Grabado');
    expect(show?.plannedAt).toBe(at('2026-06-01', '20:00'));
  });

  it('plays a staff insert next, and a removed item does not air', () => {
    const programming = make(3);
    const from = at('2026-06-01', '10:00');
    expect(programming.insert(ids['Canción 5']!)).toBe(true);
    expect(programming.insert(999_999)).toBe(false);
    const forecast = programming.forecast(from, 2);
    expect(forecast[0]).toMatchObject({ pinned: true, source: 'rotation', track: { title: 'Canción 5' } });
    const victim = forecast[2]!;
    expect(programming.remove(victim.id, from, 2)).toBe(true);
    const aired = Array.from({ length: 6 }, (_, i) => programming.next(from + i * 200_000)!);
    expect(aired[0]!.track.title).toBe('Canción 5');
    expect(titles(aired.slice(1))).not.toContain(victim.track.title);
    expect(programming.remove(123_456, from, 2)).toBe(false);
  });

  it('airs a staff insert as what its track is: a jingle, a spot for its running campaign, a recorded show', () => {
    const programming = make(3);
    const from = at('2026-06-01', '10:00');
    for (const title of ['Grabado', 'Cuña', 'Cortinilla']) expect(programming.insert(ids[title]!)).toBe(true);
    const [jingle, spot, show] = programming.forecast(from, 2);
    const campaign = repos.campaigns.list().find((c) => c.spotTrackId === ids.Cuña)!;
    expect(jingle).toMatchObject({ pinned: true, source: 'jingle', campaignId: null, track: { title: 'Cortinilla' } });
    expect(spot).toMatchObject({ pinned: true, source: 'spot', campaignId: campaign.id, track: { title: 'Cuña' } });
    expect(show).toMatchObject({ pinned: true, source: 'show', programmeId: null, track: { title: 'Grabado' } });
    // Put on air by hand, the recorded show is taken off by hand too (the scheduled one is hard-timed).
    expect(programming.remove(show!.id, from, 2)).toBe(true);
    const aired = [programming.next(from)!, programming.next(from + 5_000)!];
    expect(aired.map((a) => [a.source, a.track.title, a.campaignId])).toEqual([
      ['jingle', 'Cortinilla', null],
      ['spot', 'Cuña', campaign.id],
    ]);
    expect(aired[1]!.breakAt).toBe(from + 5_000);
  });

  it('sees library and schedule changes at the next decision, whoever made them', () => {
    const programming = make(5);
    programming.next(at('2026-06-01', '11:00'));
    const late = track('Recién llegada', 'Nueva');
    const list = repos.playlists.create({
      name: 'Solo la nueva',
      kind: 'music',
      shuffle: false,
      trackIds: [late],
      isDefault: false,
    });
    repos.schedule.create({
      date: '2026-06-01',
      start: '12:00',
      end: '13:00',
      title: 'Estreno',
      host: '',
      type: 'music',
      playlistId: list,
    });
    const inSlot = programming.next(at('2026-06-01', '12:00'))!;
    expect(inSlot).toMatchObject({ source: 'playlist', track: { title: 'Recién llegada' } });
  });
});
