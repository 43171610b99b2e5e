import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ShowInput } from '../../../../../shared/schemas/programming/shows';
import type { OccurrenceView } from '../../../../../shared/schemas/programming/show-occurrences';
import { programmingSuite } from '../../../../../testing/station/programming-suite';
import { instantOf, nextDate, stationTimeZone, wallTime } from '../../../../../shared/station/station-time';

const suite = programmingSuite();
const create = async (json: unknown) =>
  suite.client.call('shows.create', { body: { kind: 'music', ...(json as object) } as ShowInput });

/** Every airing a calendar app would show in [from, to), read by ical.js from the feed's text. */
function airingsOf(text: string, from: number, to: number): string[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const out: string[] = [];
  const add = (start: ICAL.Time, end: ICAL.Time, summary: string) => {
    const s = start.toJSDate().getTime();
    if (s >= from && s < to) out.push(`${new Date(s).toISOString()}|${end.toJSDate().toISOString()}|${summary}`);
  };
  for (const component of calendar.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(component);
    if (!event.isRecurring()) {
      add(event.startDate, event.endDate, event.summary);
      continue;
    }
    const iterator = event.iterator();
    for (let next = iterator.next(); next && next.toJSDate().getTime() < to; next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      add(details.startDate, details.endDate, event.summary);
    }
  }
  return out.sort();
}

describe('calendar feeds', () => {
  let month: { from: string; to: string };
  let timeZone: string;
  beforeAll(async () => {
    timeZone = stationTimeZone(suite.station.context.config);
    const today = wallTime(Date.now(), timeZone).date;
    const first = `${nextDate(`${today.slice(0, 7)}-28`, 7).slice(0, 7)}-01`;
    month = { from: first, to: nextDate(`${nextDate(first, 31).slice(0, 7)}-01`, -1) };
    await create({ name: 'Despertar', rules: [{ days: [1, 2, 3, 4, 5], start: '09:00', durationMin: 120 }] });
    await create({ name: 'Alterna', rules: [{ days: [2], start: '20:00', durationMin: 60, everyWeeks: 2 }] });
    await create({ name: 'Último viernes', rules: [{ days: [5], start: '22:00', durationMin: 60, nth: -1 }] });
    await create({ name: 'Primer domingo', rules: [{ days: [7], start: '12:00', durationMin: 60, nth: 1 }] });
    await create({ name: 'Madrugada', rules: [{ days: [6], start: '23:30', durationMin: 150 }] });
    const memoria = await create({ name: 'Memoria', rules: [{ days: [6], start: '16:00', durationMin: 120 }] });
    const list = await suite.client.call('shows.occurrences', {
      params: { id: memoria.id },
      query: { from: month.from, to: month.to },
    });
    const edit = (o: OccurrenceView, json: unknown) =>
      suite.client.sendInvalid('shows.editOccurrence', {
        params: { id: memoria.id, start: o.originalStart },
        body: json,
      });
    expect((await edit(list[0]!, { scope: 'one', action: 'cancel' })).status).toBe(200);
    expect((await edit(list[1]!, { scope: 'one', action: 'move', start: `${list[1]!.date}T17:00` })).status).toBe(200);
    const special = { title: 'Especial', type: 'talk' };
    expect((await edit(list[2]!, { scope: 'one', action: 'replace', special })).status).toBe(200);
    const oneOff = { date: nextDate(month.from, 2), start: '06:00', end: '07:00', title: 'Puntual', type: 'music' };
    expect((await suite.client.sendInvalid('schedule.create', { body: oneOff })).status).toBe(201);
  });

  it('/schedule.ics answers text/calendar with the station’s VTIMEZONE and recurring events', async () => {
    const res = await suite.station.fetch('/schedule.ics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    const text = await res.text();
    expect(text).toContain(`BEGIN:VTIMEZONE\r\nTZID:${timeZone}`);
    expect(text).toMatch(/RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU\r\n/);
    expect(text).toMatch(/RRULE:FREQ=MONTHLY;BYDAY=-1FR/);
    expect(text).toMatch(/EXDATE;TZID=/);
  });

  it('has exactly the API’s occurrences for every day of next month, as parsed by ical.js', async () => {
    const text = await (await suite.station.fetch('/schedule.ics')).text();
    const from = instantOf(month.from, '00:00', timeZone);
    const to = instantOf(nextDate(month.to), '00:00', timeZone);
    const api = (await suite.client.call('shows.occurrencesAll', { query: { from: month.from, to: month.to } }))
      .filter((o) => o.status !== 'cancelled')
      .map((o) => `${o.start}|${o.end}|${o.showName}`)
      .sort();
    expect(api.length).toBeGreaterThan(30);
    expect(airingsOf(text, from, to)).toEqual(api);
  });

  it('a show’s own feed has only its airings, and an unknown show is a 404', async () => {
    const res = await suite.station.fetch('/programacion/memoria.ics');
    expect(res.status).toBe(200);
    const text = await res.text();
    const names = new Set(airingsOf(text, 0, Date.now() + 400 * 86_400_000).map((a) => a.split('|')[2]));
    expect([...names]).toEqual(['Memoria']);
    expect((await suite.station.fetch('/programacion/nada.ics')).status).toBe(404);
  });
});
