import { writeFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantOf } from '../../../../../shared/station/station-time';
import type { LogItem } from '../../../../../shared/schemas/music/log';
import { type ApiClient, apiClient } from '../../../../../testing/station/api-client';
import { type PlannerAir, plannerBroadcast } from '../../../../../testing/station/planner-broadcast';
import { startTestStation, type TestStation } from '../../../../../testing/station/test-station';
import type { PlannedItem } from '../../../programming/planner/planned-item';
import { createAsRunBooks } from '../../../reports/as-run-books';

const TZ = 'Europe/Madrid';
// A Monday, pinned: the station's clock is injected and only moves when a test moves it.
const MONDAY_10 = instantOf('2026-11-30', '10:00', TZ);
const HOUR = 3_600_000;
const iso = (at: number) => new Date(at).toISOString();

/** The log as the music director edits it, through the API, on the station's real planner (no audio). */
describe('the log’s edits and reports', () => {
  let station: TestStation;
  let api: ApiClient;
  const clock = { at: MONDAY_10, now: () => clock.at, monotonic: () => performance.now() };
  const air = {} as PlannerAir;
  const category: Record<string, number> = {};

  beforeAll(async () => {
    station = await startTestStation({ timezone: TZ }, { clock, createBroadcast: plannerBroadcast(air) });
    api = apiClient(station, await station.login());
    const { repos } = station.context;
    for (const name of ['Novedades', 'Clásicos']) {
      category[name] = (await api.call('categories.create', { body: { name } })).id;
      for (let i = 0; i < 8; i++) {
        const track = repos.tracks.create({
          ...{ title: `${name} ${i}`, artist: `${name} artista ${i}`, album: null, duration: 180 },
          ...{ fileName: `${name}-${i}.mp3`, coverFile: null, uploadedBy: 1 },
        });
        await api.call('tracks.update', { params: { id: track.id }, body: { categoryIds: [category[name]!] } });
      }
    }
    const { id } = await api.call('clocks.create', {
      body: {
        name: 'Día',
        events: [
          { type: 'category', categoryId: category.Novedades! },
          { type: 'category', categoryId: category.Clásicos! },
        ],
      },
    });
    await api.call('grid.update', { body: { cells: [], defaultClockId: id } });
  });
  afterAll(() => station?.close());

  const log = async (from = MONDAY_10, to = MONDAY_10 + 2 * HOUR) =>
    (await api.call('log.get', { query: { from: iso(from), to: iso(to) } })).items;
  const tracksOf = (items: LogItem[]) => new Map(items.map((i) => [i.id, i.trackId]));

  /** The air takes the next `n` items, each written to the as-run as the engine's books write it. */
  function airItems(n: number, books = createAsRunBooks(station.context, () => 0)): PlannedItem[] {
    return Array.from({ length: n }, () => {
      clock.at = air.next;
      const item = air.take(air.next)!;
      const { track } = item;
      const onAir = { kind: item.source, trackId: track.id, title: track.title, artist: track.artist, album: null };
      books.onAir({ ...onAir, planned: item, coverImageUrl: null, duration: track.duration }, iso(clock.at));
      return item;
    });
  }

  it('lists positions whose ids stay put as the air advances', async () => {
    const before = await log();
    expect(before[0]!.id).toBe(2026113010001);
    expect(before[1]!.categoryId).toBe(category.Clásicos);
    airItems(2);
    const after = await log();
    expect(after[0]!.id).toBe(2026113010003);
    for (const [id, trackId] of tracksOf(after)) expect(tracksOf(before).get(id)).toBe(trackId);
  });

  it('locks an item so a library change regenerates only the rest, and unlocks it', async () => {
    const target = (await log()).find((i) => i.categoryId === category.Novedades);
    const locked = await api.call('log.lock', { params: { id: target!.id } });
    expect(locked).toMatchObject({ id: target!.id, trackId: target!.trackId, locked: true, edited: 'lock' });
    // Every other Novedades song leaves the category: the planner must pick again everywhere but the lock.
    const others = (await log()).filter((i) => i.categoryId === category.Novedades && i.id !== target!.id);
    for (const trackId of new Set(others.map((i) => i.trackId!)))
      if (trackId !== target!.trackId)
        await api.call('tracks.update', { params: { id: trackId }, body: { categoryIds: [category.Clásicos!] } });
    const fresh = await log();
    expect(fresh.find((i) => i.id === target!.id)).toMatchObject({ trackId: target!.trackId, locked: true });
    expect(fresh.filter((i) => i.categoryId === category.Novedades).map((i) => i.trackId)).not.toEqual(
      others.map((i) => i.trackId),
    );
    for (const trackId of new Set(others.map((i) => i.trackId!)))
      await api.call('tracks.update', { params: { id: trackId }, body: { categoryIds: [category.Novedades!] } });
    const unlocked = await api.call('log.unlock', { params: { id: target!.id } });
    expect(unlocked.locked).toBe(false);
    const again = await api.send('log.unlock', { params: { id: target!.id } });
    expect(again.status).toBe(409);
  });

  it('lists swap candidates of the item’s category with the rules each would keep or break', async () => {
    await api.call('separation.update', { body: { artistMin: 60, titleMin: 0 } });
    const items = await log();
    const target = items[4]!;
    const { item, candidates } = await api.call('log.candidates', { params: { id: target.id } });
    expect(item.id).toBe(target.id);
    expect(candidates.length).toBeGreaterThan(0);
    expect(candidates.some((c) => c.trackId === target.trackId)).toBe(false);
    const sameCategory = new Set(items.filter((i) => i.categoryId === target.categoryId).map((i) => i.trackId));
    // The song two items before, in the same category, breaks the artist rule at 6 minutes; candidates that keep
    // every rule come first.
    const near = candidates.find((c) => c.trackId === items[2]!.trackId)!;
    expect(sameCategory.has(near.trackId)).toBe(true);
    expect(near).toMatchObject({ keepsAll: false, rules: [{ rule: 'artist', minutes: 60, keeps: false, gapMin: 6 }] });
    const firstBreaking = candidates.findIndex((c) => !c.keepsAll);
    expect(candidates.slice(firstBreaking).every((c) => !c.keepsAll)).toBe(true);
    await api.call('separation.update', { body: { artistMin: 0, titleMin: 0 } });
  });

  it('swaps a song for a candidate, and the air plays it at that position', async () => {
    const items = await log();
    const target = items[3]!;
    const { candidates } = await api.call('log.candidates', { params: { id: target.id } });
    const chosen = candidates.at(-1)!;
    const swapped = await api.call('log.swap', { params: { id: target.id }, body: { trackId: chosen.trackId } });
    expect(swapped).toMatchObject({ id: target.id, trackId: chosen.trackId, locked: true, edited: 'swap' });
    const aired = airItems(4);
    expect(aired.at(-1)).toMatchObject({ position: target.id, track: { id: chosen.trackId }, edited: 'swap' });
  });

  it('moves an item: the two positions exchange their songs', async () => {
    const [a, , b] = await log();
    const { items } = await api.call('log.move', { params: { id: a!.id }, body: { toId: b!.id } });
    expect(items.map((i) => [i.id, i.trackId, i.edited])).toEqual([
      [a!.id, b!.trackId, 'move'],
      [b!.id, a!.trackId, 'move'],
    ]);
  });

  it('flags at once the voice tracks recorded beside a song swapped, moved or deleted, and no other', async () => {
    const { repos } = station.context;
    const link = (prev: { start: string; trackId?: number }, next: { start: string; trackId?: number }) =>
      repos.voiceTracks.create({
        ...{ hourStart: Date.parse(prev.start) - (Date.parse(prev.start) % HOUR), showId: null, showName: 'Tarde' },
        ...{ plannedAt: Date.parse(next.start), prevTrackId: prev.trackId!, nextTrackId: next.trackId! },
        ...{ fileName: 'enlace.mp3', duration: 10, loudnessLufs: null, overlapBefore: 1, overlapAfter: 1, duckDb: 12 },
        ...{ createdBy: 1, createdAt: clock.at },
      });
    const state = (id: number) => repos.voiceTracks.get(id)!;
    const flags = () => repos.audit.recent(50).filter((entry) => entry.action === 'voicetrack.flag').length;
    const before = flags();
    // Past the positions the tests above edited.
    const [a, b, c, d, e, f] = (await log()).slice(4) as [LogItem, LogItem, LogItem, LogItem, LogItem, LogItem];
    const swappedNext = link(a, b);
    const untouched = link(e, f);
    const { candidates } = await api.call('log.candidates', { params: { id: b.id } });
    await api.call('log.swap', { params: { id: b.id }, body: { trackId: candidates.at(-1)!.trackId } });
    expect(state(swappedNext.id).flagReason).toBe(
      `La canción siguiente («${b.title}») se cambió en el registro musical: vuelve a grabar el enlace.`,
    );

    const moved = link(c, d);
    await api.call('log.move', { params: { id: c.id }, body: { toId: d.id } });
    expect(state(moved.id).flagReason).toBe(
      `La canción anterior («${c.title}») se movió en el registro musical: vuelve a grabar el enlace.`,
    );
    expect(state(untouched.id)).toMatchObject({ status: 'ready', flagReason: null });
    expect(flags() - before).toBe(2);

    // A song deleted from the library leaves every link tied to it without its context, whenever it was to air.
    writeFileSync(station.context.media.pathOf('audio', 'ab12cd34ef56ab78.mp3'), '');
    const gone = repos.tracks.create({
      ...{ title: 'Se va', artist: 'Nadie', album: null, duration: 180 },
      ...{ fileName: 'ab12cd34ef56ab78.mp3', coverFile: null, uploadedBy: 1 },
    });
    const tomorrow = link({ start: iso(MONDAY_10 + 24 * HOUR), trackId: gone.id }, f);
    await api.call('tracks.delete', { params: { id: gone.id } });
    expect(state(tomorrow.id).flagReason).toBe(
      'La canción anterior («Se va») se borró de la biblioteca: vuelve a grabar el enlace.',
    );
    expect(state(untouched.id).status).toBe('ready');
  });

  it('refuses what it cannot do, in Spanish', async () => {
    const [first] = await log();
    const outside = station.context.repos.tracks.create({
      ...{ title: 'Sin categoría', artist: 'Nadie', album: null, duration: 180 },
      ...{ fileName: 'sin.mp3', coverFile: null, uploadedBy: 1 },
    });
    const wrong = await api.send('log.swap', { params: { id: first!.id }, body: { trackId: outside.id } });
    expect(wrong.status).toBe(400);
    expect(wrong.error?.message).toMatch(/no es de la categoría/);
    const aired = await api.send('log.lock', { params: { id: 2026113010001 } });
    expect(aired.status).toBe(409);
    expect(aired.error?.message).toMatch(/ya ha salido al aire/);
    const unknown = await api.send('log.lock', { params: { id: 2026120410001 + 500 } });
    expect(unknown.status).toBe(404);
    const same = await api.send('log.move', { params: { id: first!.id }, body: { toId: first!.id } });
    expect(same.status).toBe(400);
    const bad = await api.sendInvalid('log.swap', { params: { id: first!.id }, body: { trackId: 'uno' } });
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toMatch(/trackId debe ser/);
    const crossSite = await api.send('log.lock', {
      params: { id: first!.id },
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    for (const name of ['log.lock', 'log.candidates'] as const)
      expect((await api.as(undefined).send(name, { params: { id: first!.id } })).status).toBe(401);
  });

  it('reconciles the day: aired, replaced, moved, skipped and replaced by a live show, as JSON and CSV', async () => {
    const books = createAsRunBooks(station.context, () => 0);
    // The log's next positions are planned (and kept) before they air.
    const planned = await log(clock.at, clock.at + HOUR);
    airItems(2, books);
    // A live show holds the air for the next two planned items, then the air skips one position's time.
    clock.at = air.next;
    const live = { kind: 'live' as const, trackId: null, title: 'Directo', artist: 'Estudio', album: null };
    books.onAir({ ...live, planned: null, coverImageUrl: null, duration: 0 }, iso(clock.at));
    books.ended(iso(clock.at + 6 * 60_000));
    clock.at += 12 * 60_000;
    const { rows } = await api.call('log.reconciliation', { query: { date: '2026-11-30' } });
    const status = new Map(rows.map((r) => [r.id, r.status]));
    expect(status.get(2026113010001)).toBe('aired');
    expect(status.get(2026113010004)).toBe('aired');
    // Position 1 and 3 were exchanged by the move before they aired.
    expect(status.get(planned[0]!.id)).toBe('moved');
    expect(status.get(planned[2]!.id)).toBe('live');
    expect(status.get(planned[3]!.id)).toBe('live');
    expect(status.get(planned[4]!.id)).toBe('skipped');
    expect(status.get(planned[7]!.id)).toBe('pending');
    expect(rows.find((r) => r.aired?.kind === 'live')).toMatchObject({ id: null, status: 'unplanned' });
    const csv = await api.send('log.reconciliationCsv', { query: { date: '2026-11-30' } });
    expect(csv.res.headers.get('content-type')).toMatch(/text\/csv/);
    const table = parse(csv.text, { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(table).toHaveLength(rows.length);
    expect(table.find((r) => r.Posición === String(planned[2]!.id))?.Estado).toBe('Sustituido por un programa');
  });

  it('counts the week’s violations per rule and category', async () => {
    await api.call('separation.update', { body: { artistMin: 600, titleMin: 0 } });
    airItems(12);
    const { counts, from, to } = await api.call('log.violations', { query: { week: '2026-12-02' } });
    expect([from, to]).toEqual(['2026-11-29T23:00:00.000Z', '2026-12-06T23:00:00.000Z']);
    // Eight artists a category and ten hours between two songs of one: both categories run out of artists.
    expect(new Set(counts.map((c) => `${c.rule} ${c.category}`))).toEqual(
      new Set(['artist Novedades', 'artist Clásicos']),
    );
    const { items } = await api.call('reports.asRun', { query: { from, to, limit: 200 } });
    const noted = items.filter((i) => i.ruleNotes).length;
    expect(noted).toBeGreaterThan(0);
    expect(counts.reduce((n, c) => n + c.count, 0)).toBe(noted);
    const bad = await api.sendInvalid('log.violations', { query: { week: 'la próxima' } });
    expect(bad.status).toBe(400);
    await api.call('separation.update', { body: { artistMin: 0, titleMin: 0 } });
  });
});
