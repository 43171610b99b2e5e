import ICAL from 'ical.js';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { expandOccurrences, type Occurrence, type RuleDef, ruleOccursOn, type ScheduleData } from './occurrences';
import { instantOf, nextDate } from '../../../../shared/station/station-time';
import { plainLine } from '../../../../shared/text/plain-text';

/**
 * The schedule as an RFC 5545 calendar: one recurring VEVENT per rule (RRULE, in the station's VTIMEZONE, with an
 * EXDATE for each occurrence cancelled, moved or replaced), and a single VEVENT for each moved or replaced airing and
 * each one-off, so a calendar app shows what the planner airs. Built with ical.js (which also reads it in the tests);
 * the zone's VTIMEZONE comes from timezones-ical-library, so its summer-time rules are the tz database's.
 */

export interface FeedOptions {
  name: string;
  timeZone: string;
  /** Station date the feed is built on: one-offs and single airings from a month before to a year after. */
  today: string;
  /** The instant the feed is built (each event's DTSTAMP). */
  now: number;
  /** Only this show's events (a show page's feed). */
  showId?: number;
  /** Absolute URL of a show's page, by slug. */
  pageUrl?: (slug: string) => string;
}

const ISO_DAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
const FIRST_LOOKBACK_DAYS = 35;
const LOOKAHEAD_DAYS = 400;

const localTime = (date: string, time: string) => ICAL.Time.fromDateTimeString(`${date}T${time}:00`);
const pad = (n: number) => String(n).padStart(2, '0');
const utcStamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function wallEnd(date: string, time: string, durationMin: number) {
  const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) + durationMin;
  return {
    date: nextDate(date, Math.floor(minutes / 1440)),
    time: `${pad(Math.floor((minutes % 1440) / 60))}:${pad(minutes % 60)}`,
  };
}

function zoned(event: ICAL.Component, name: string, date: string, time: string, timeZone: string) {
  event.addPropertyWithValue(name, localTime(date, time)).setParameter('tzid', timeZone);
}

function baseEvent(uid: string, summary: string, stamp: ICAL.Time, url: string | null): ICAL.Component {
  const event = new ICAL.Component('vevent');
  event.addPropertyWithValue('uid', uid);
  event.addPropertyWithValue('dtstamp', stamp);
  // ical.js escapes LF in TEXT but writes CR as it is, which ends the line for a calendar app: names are one line.
  event.addPropertyWithValue('summary', plainLine(summary));
  if (url) event.addPropertyWithValue('url', url);
  return event;
}

/** The rule as an RRULE (UNTIL in UTC, as RFC 5545 wants with a zoned DTSTART). */
function rrule(rule: RuleDef, timeZone: string): ICAL.Recur {
  const parts =
    rule.nth !== null
      ? ['FREQ=MONTHLY', `BYDAY=${rule.days.map((d) => `${rule.nth}${ISO_DAYS[d - 1]}`).join(',')}`]
      : ['FREQ=WEEKLY', `INTERVAL=${rule.everyWeeks}`, `BYDAY=${rule.days.map((d) => ISO_DAYS[d - 1]).join(',')}`];
  parts.push('WKST=MO');
  if (rule.until !== null) parts.push(`UNTIL=${utcStamp(instantOf(nextDate(rule.until), '00:00', timeZone) - 1000)}`);
  return ICAL.Recur.fromString(parts.join(';'));
}

/** The rule's first airing (its DTSTART must be one): from its first date, or a few weeks back when open. */
function firstDate(rule: RuleDef, today: string): string | null {
  let date = rule.from ?? nextDate(today, -FIRST_LOOKBACK_DAYS);
  for (let i = 0; i < LOOKAHEAD_DAYS; i++, date = nextDate(date)) if (ruleOccursOn(rule, date)) return date;
  return null;
}

export function buildCalendarFeed(data: ScheduleData, options: FeedOptions): string {
  const { timeZone, today } = options;
  const stamp = ICAL.Time.fromJSDate(new Date(options.now), true);
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.addPropertyWithValue('prodid', '-//Emisora//Programación//ES');
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  // An X- property is TEXT by default (RFC 5545 3.8.8.2), but ical.js writes a property it does not know unescaped.
  const calendarName = new ICAL.Property('x-wr-calname');
  calendarName.resetType('text');
  calendarName.setValue(plainLine(options.name));
  calendar.addProperty(calendarName);
  calendar.addPropertyWithValue('x-wr-timezone', timeZone);
  calendar.addSubcomponent(new ICAL.Component(ICAL.parse(tzlib_get_ical_block(timeZone)[0]!)));

  const shows = new Map(data.shows.map((s) => [s.id, s]));
  const mine = (id: number | null) => options.showId === undefined || id === options.showId;
  const urlOf = (slug: string | null | undefined) => (slug && options.pageUrl ? options.pageUrl(slug) : null);

  for (const rule of data.rules) {
    const show = shows.get(rule.showId);
    const first = show && mine(show.id) ? firstDate(rule, today) : null;
    if (!show || first === null) continue;
    const event = baseEvent(`show-${show.id}-rule-${rule.id}@emisora`, show.name, stamp, urlOf(show.slug));
    zoned(event, 'dtstart', first, rule.start, timeZone);
    // A DURATION, not a DTEND: every instance lasts what the rule says, even when the first one crosses a
    // summer-time change (a DTEND would carry that night's odd length to all of them).
    event.addPropertyWithValue('duration', ICAL.Duration.fromSeconds(rule.durationMin * 60));
    event.addPropertyWithValue('rrule', rrule(rule, timeZone));
    for (const e of data.exceptions)
      if (e.showId === show.id && e.time === rule.start && e.status !== 'scheduled' && ruleOccursOn(rule, e.date))
        zoned(event, 'exdate', e.date, e.time, timeZone);
    calendar.addSubcomponent(event);
  }

  // Moved and replaced airings, and one-offs, each an event of its own.
  const singles = expandOccurrences(data, { from: nextDate(today, -31), to: nextDate(today, 366), timeZone }).filter(
    (o: Occurrence) => o.programId !== null || o.status === 'moved' || o.status === 'replaced',
  );
  for (const o of singles) {
    if (!mine(o.showId)) continue;
    const uid =
      o.programId !== null
        ? `programme-${o.programId}@emisora`
        : `show-${o.sourceShowId}-${o.originalDate}T${o.originalTime.replace(':', '')}@emisora`;
    const event = baseEvent(uid, o.showName, stamp, urlOf(o.slug));
    zoned(event, 'dtstart', o.date, o.start, timeZone);
    const end = wallEnd(o.date, o.start, o.durationMin);
    zoned(event, 'dtend', end.date, end.time, timeZone);
    calendar.addSubcomponent(event);
  }
  // ical.js folds at foldLength octets after the continuation's leading space: 74 keeps every line within 75.
  ICAL.foldLength = 74;
  return calendar.toString();
}
