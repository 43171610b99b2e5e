import { describe, expect, it } from 'vitest';
import { programmingSuite } from '../../../../../testing/station/programming-suite';
import { createProgramming } from '../../../programming/planner/programming';
import { nextDate, stationTimeZone, wallTime } from '../../../../../shared/station/station-time';
import { apiClient } from '../../../../../testing/station/api-client';

const suite = programmingSuite();
const post = (json: unknown) => suite.client.sendInvalid('shows.create', { body: json });
const count = (table: string) =>
  (suite.station.context.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
const occurrences = async (id: number, from: string, to: string) =>
  suite.client.call('shows.occurrences', { params: { id }, query: { from: from, to: to } });
const patch = (id: number, start: string, json: unknown) =>
  suite.client.sendInvalid('shows.editOccurrence', { params: { id, start: start }, body: json });

// Next year's January: far enough from today that "from today on" checks see all of it, and no summer time.
const YEAR = new Date().getUTCFullYear() + 1;
const D = (day: number) => `${YEAR}-01-${String(day).padStart(2, '0')}`;
const isoWeekday = (date: string) => ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;

describe('shows: admin API', () => {
  it('creates a weekly show with its rule and lists its occurrences as ISO instants in station time', async () => {
    const res = await post({
      name: 'Despertar en la Frontera',
      kind: 'music',
      rules: [{ days: [1, 2, 3, 4, 5], start: '09:00', durationMin: 120, from: D(1) }],
    });
    expect(res.status).toBe(201);
    const show = res.data!;
    expect(show).toMatchObject({ slug: 'despertar-en-la-frontera', kind: 'music' });
    expect(show.rules[0]).toMatchObject({ days: [1, 2, 3, 4, 5], start: '09:00', durationMin: 120, everyWeeks: 1 });
    const week = await occurrences(show.id, D(5), D(11));
    expect(week.map((o) => o.date)).toEqual(
      [D(5), D(6), D(7), D(8), D(9), D(10), D(11)].filter((d) => isoWeekday(d) <= 5),
    );
    // Madrid in January is UTC+1.
    expect(week[0]).toMatchObject({ start: `${week[0]!.date}T08:00:00.000Z`, end: `${week[0]!.date}T10:00:00.000Z` });
  });

  it('refuses a relay show whose URL the address policy refuses, at save, writing nothing', async () => {
    const before = count('shows');
    for (const relayUrl of ['http://192.168.1.20:8000/news.mp3', 'http://127.0.0.1:9/news.mp3']) {
      const res = await post({
        name: 'Noticias de la red',
        kind: 'relay',
        relayUrl,
        rules: [{ days: [1], start: '14:00', durationMin: 30, from: D(1) }],
      });
      expect(res.status, relayUrl).toBe(400);
      expect(res.error).toMatchObject({ field: 'relayUrl' });
    }
    expect(count('shows')).toBe(before);
  });

  it('refuses an overlap with 409 naming the other show and its time, and writes nothing', async () => {
    const before = count('shows');
    const rulesBefore = count('show_rules');
    const res = await post({
      name: 'Choque',
      kind: 'live',
      rules: [{ days: [isoWeekday(D(7))], start: '10:00', durationMin: 60, from: D(1) }],
    });
    expect(res.status).toBe(409);
    const body = res.error!;
    expect(body.error).toBe('schedule_overlap');
    expect(body.message).toMatch(/«Despertar en la Frontera» \(\S+ \d\d\/\d\d 09:00–11:00\)/);
    expect([count('shows'), count('show_rules')]).toEqual([before, rulesBefore]);
    // A one-off special on the show's time is refused the same way, and not written.
    const weekday = [D(5), D(6), D(7)].find((d) => isoWeekday(d) <= 5)!;
    const programs = count('schedule_programs');
    const special = await suite.client.send('schedule.create', {
      body: { date: weekday, start: '10:30', end: '12:00', title: 'Especial', type: 'talk' },
    });
    expect(special.status).toBe(409);
    expect(special.error?.message).toMatch(/«Despertar en la Frontera»/);
    expect(count('schedule_programs')).toBe(programs);
  });

  it('edits only this one, this and the following, or all occurrences', async () => {
    const show = (
      await post({
        name: 'Memoria de Portbou',
        kind: 'recorded',
        rules: [{ days: [6], start: '16:00', durationMin: 120, from: D(1) }],
      })
    ).data!;
    const saturdays = (await occurrences(show.id, D(1), D(31))).map((o) => o);
    expect(saturdays.length).toBeGreaterThanOrEqual(4);
    const [first, second, third] = saturdays;
    // Only this one: cancelled, then the next moved to Sunday 10:00.
    expect((await patch(show.id, first!.originalStart, { scope: 'one', action: 'cancel' })).status).toBe(200);
    const moveTo = `${nextDate(second!.date)}T10:00`;
    expect((await patch(show.id, second!.originalStart, { scope: 'one', action: 'move', start: moveTo })).status).toBe(
      200,
    );
    let now = await occurrences(show.id, D(1), D(31));
    expect(now.find((o) => o.originalStart === first!.originalStart)?.status).toBe('cancelled');
    expect(now.find((o) => o.originalStart === second!.originalStart)).toMatchObject({
      status: 'moved',
      date: nextDate(second!.date),
      startTime: '10:00',
    });
    // This and the following: from the third on, 18:00; the first two keep their exceptions.
    const following = await patch(show.id, third!.originalStart, {
      scope: 'following',
      action: 'move',
      start: `${third!.date}T18:00`,
    });
    expect(following.status).toBe(200);
    expect(following.data!.rules.map((r) => [r.start, r.until, r.from])).toEqual([
      ['16:00', nextDate(third!.date, -1), D(1)],
      ['18:00', null, third!.date],
    ]);
    now = await occurrences(show.id, D(1), D(31));
    expect(now.filter((o) => o.date >= third!.date).every((o) => o.startTime === '18:00')).toBe(true);
    expect(now.find((o) => o.originalStart === second!.originalStart)?.status).toBe('moved');
    // All: the rule itself moves to 19:00.
    const later = now.find((o) => o.date >= third!.date)!;
    const all = await patch(show.id, later.originalStart, {
      scope: 'all',
      action: 'move',
      start: `${later.date}T19:00`,
    });
    expect(all.data!.rules.map((r) => r.start)).toEqual(['16:00', '19:00']);
  });

  it('replaces one occurrence by a special, and restores it', async () => {
    const show = (
      await post({
        name: 'Tarde de domingo',
        kind: 'music',
        rules: [{ days: [7], start: '17:00', durationMin: 60, from: D(1) }],
      })
    ).data!;
    const [o] = await occurrences(show.id, D(1), D(10));
    const res = await patch(show.id, o!.originalStart, {
      scope: 'one',
      action: 'replace',
      special: { title: 'Especial Reyes', type: 'talk' },
    });
    expect(res.status).toBe(200);
    const week = await apiClient(suite.station).call('station.week', { query: { start: o!.date } });
    expect(
      week.occurrences.filter((x) => x.date === o!.date && x.startTime === '17:00').map((x) => x.showName),
    ).toEqual(['Especial Reyes']);
    expect((await patch(show.id, o!.originalStart, { scope: 'one', action: 'restore' })).status).toBe(200);
    const after = await apiClient(suite.station).call('station.week', { query: { start: o!.date } });
    expect(
      after.occurrences.filter((x) => x.date === o!.date && x.startTime === '17:00').map((x) => x.showName),
    ).toEqual(['Tarde de domingo']);
  });

  it('a recorded rule starting in a few minutes takes the air at its minute, without a restart', async () => {
    const { context } = suite.station;
    const timeZone = stationTimeZone(context.config);
    const programming = createProgramming({
      data: context.plannerData,
      tracks: context.repos.tracks,
      timeZone,
      settings: () => ({ jingleEvery: 0, adBreakMinutes: [] }),
      now: context.clock.now,
    });
    const startAt = Math.ceil((Date.now() + 3 * 60_000) / 60_000) * 60_000;
    const wall = wallTime(startAt, timeZone);
    expect(programming.showSoon(Date.now(), 10 * 60_000)).toBeNull();
    const file = suite.addTrack('Memoria grabada', 1_800);
    const show = (
      await post({
        name: 'Grabado ahora',
        kind: 'recorded',
        rules: [{ days: [isoWeekday(wall.date)], start: wall.time, durationMin: 1, from: wall.date, until: wall.date }],
      })
    ).data!;
    const attached = await suite.client.send('shows.occurrenceFile', {
      params: { id: show.id, start: new Date(startAt).toISOString() },
      body: { trackId: file.id },
    });
    expect(attached.status).toBe(200);
    expect(attached.data!).toMatchObject({ trackId: file.id });
    expect(programming.showSoon(Date.now(), 10 * 60_000)?.startAt).toBe(startAt);
    expect(programming.showNow(startAt)?.track.id).toBe(file.id);
  });

  it('deleting a show keeps the as-run history that names it', async () => {
    const show = (await post({ name: 'Efímero', kind: 'music', rules: [] })).data!;
    const { asRun } = suite.station.context.repos;
    asRun.open({
      startedAt: new Date().toISOString(),
      kind: 'music',
      trackId: null,
      title: 'Tema',
      artist: 'Prueba',
      album: null,
      show: 'Efímero',
      presenter: null,
      campaignId: null,
      campaign: null,
      isrc: null,
      composers: null,
      lyricists: null,
      publisher: null,
      label: null,
      year: null,
      rights: null,
    });
    const history = count('as_run');
    expect((await suite.client.send('shows.delete', { params: { id: show.id } })).status).toBe(204);
    expect((await suite.client.send('shows.get', { params: { id: show.id } })).status).toBe(404);
    expect(count('as_run')).toBe(history);
  });

  it('the public show page has its next airing and presenters; bad input is a Spanish 400', async () => {
    const timeZone = stationTimeZone(suite.station.context.config);
    const soon = wallTime(Date.now() + 2 * 3_600_000, timeZone);
    const admin = suite.station.context.repos.users.findByUsername('admin')!;
    await post({
      name: 'Noches de Radio',
      kind: 'live',
      presenterIds: [admin.id],
      // Two days only: the shows above air from next January, and a daily rule without an end would collide with
      // them whenever "two hours from now" falls in one of their slots (a 409, at some hours of the day only).
      rules: [
        { days: [1, 2, 3, 4, 5, 6, 7], start: soon.time, durationMin: 30, from: soon.date, until: nextDate(soon.date) },
      ],
    });
    const res = await apiClient(suite.station).send('shows.publicGet', { params: { slug: 'noches-de-radio' } });
    expect(res.status).toBe(200);
    const page = res.data!;
    expect(page.nextAiring).toMatchObject({ showName: 'Noches de Radio', startTime: soon.time });
    // Public answers name a presenter by display name only: the admin has none, and its login is never shown.
    expect(page.presenters).toEqual([]);
    expect(page.icsUrl).toBe('/programacion/noches-de-radio.ics');
    const bad = await post({ name: 'Mal', kind: 'music', rules: [{ days: [8], start: '25:00', durationMin: 0 }] });
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toMatch(/lunes|HH:MM|minuto/);
  });
});
