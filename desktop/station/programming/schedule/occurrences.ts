import { instantOf, nextDate, weekdayOf } from '../../../../shared/station/station-time';
import type { ExceptionDef, Occurrence, OneOffDef, RuleDef, ScheduleData, ShowDef } from './occurrence-types';

/**
 * Shows' rules and exceptions expanded into occurrences: pure data in, data out (no clock, no database), in station
 * time through station-time.ts, so a fake clock can walk both summer-time weeks. Occurrences are what the planner,
 * the banner, the public week and the calendar feeds all read.
 */

export type { ExceptionDef, Occurrence, OneOffDef, RuleDef, ScheduleData, ShowDef } from './occurrence-types';

/** Weeks are counted from a Monday; an open-ended alternating rule counts from this one. */
const EPOCH_MONDAY = '2024-01-01';
const DAY_MS = 86_400_000;

const isoWeekday = (date: string) => ((weekdayOf(date) + 6) % 7) + 1;
const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
const mondayOf = (date: string) => nextDate(date, 1 - isoWeekday(date));
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const pad = (n: number) => String(n).padStart(2, '0');

/** Whether a rule has an occurrence starting on a station date. */
export function ruleOccursOn(rule: RuleDef, date: string): boolean {
  if (rule.from !== null && date < rule.from) return false;
  if (rule.until !== null && date > rule.until) return false;
  if (!rule.days.includes(isoWeekday(date))) return false;
  const dom = Number(date.slice(8, 10));
  if (rule.nth !== null) {
    if (rule.nth > 0) return Math.ceil(dom / 7) === rule.nth;
    return nextDate(date, 7).slice(5, 7) !== date.slice(5, 7);
  }
  if (rule.everyWeeks <= 1) return true;
  const weeks = Math.round((dayNumber(mondayOf(date)) - dayNumber(mondayOf(rule.from ?? EPOCH_MONDAY))) / 7);
  return weeks % rule.everyWeeks === 0;
}

/**
 * The instants of an airing that starts at a station wall time and lasts `durationMin` on the wall clock: it ends
 * when the clock says so (a 22:00-02:00 show on the autumn night runs five hours), and an end the summer-time change
 * would put before its start keeps the duration instead.
 */
export function airingInstants(date: string, time: string, durationMin: number, timeZone: string) {
  const startAt = instantOf(date, time, timeZone);
  const endMinutes = minutesOf(time) + durationMin;
  const endDate = nextDate(date, Math.floor(endMinutes / 1440));
  const endTime = `${pad(Math.floor((endMinutes % 1440) / 60))}:${pad(endMinutes % 60)}`;
  let endAt = instantOf(endDate, endTime, timeZone);
  if (endAt <= startAt) endAt = startAt + durationMin * 60_000;
  return { startAt, endAt };
}

const keyOf = (showId: number, date: string, time: string) => `${showId}|${date}|${time}`;

function showOccurrence(
  show: ShowDef,
  rule: RuleDef,
  date: string,
  exception: ExceptionDef | undefined,
  byId: ReadonlyMap<number, ShowDef>,
  timeZone: string,
): Occurrence {
  const moved = exception?.status === 'moved';
  const airDate = moved ? (exception.newDate ?? date) : date;
  const airTime = moved ? (exception.newTime ?? rule.start) : rule.start;
  const durationMin = (moved ? exception.durationMin : null) ?? rule.durationMin;
  const replacement =
    exception?.status === 'replaced' && exception.replacementShowId !== null
      ? byId.get(exception.replacementShowId)
      : undefined;
  const airs = replacement ?? show;
  return {
    showId: airs.id,
    showName: airs.name,
    slug: airs.slug,
    kind: airs.kind,
    colour: airs.colour,
    ...airingInstants(airDate, airTime, durationMin, timeZone),
    date: airDate,
    start: airTime,
    durationMin,
    presenterIds: airs.presenterIds,
    ruleId: rule.id,
    exceptionId: exception?.id ?? null,
    programId: null,
    programType: null,
    sourceShowId: show.id,
    originalDate: date,
    originalTime: rule.start,
    // A replacement by a special (or by a show since deleted) leaves nothing of this show on air.
    status: exception?.status === 'replaced' && !replacement ? 'cancelled' : (exception?.status ?? 'scheduled'),
    trackId: replacement ? null : (exception?.trackId ?? null),
    playlistId: airs.playlistId,
    clockId: airs.clockId ?? null,
    relayUrl: airs.relayUrl,
    repeatOfShowId: airs.repeatOfShowId,
  };
}

function oneOffOccurrence(p: OneOffDef, show: ShowDef | undefined, timeZone: string): Occurrence {
  const durationMin =
    (p.end === '24:00' ? 1440 : minutesOf(p.end)) -
    minutesOf(p.start) +
    (p.end <= p.start && p.end !== '24:00' ? 1440 : 0);
  return {
    showId: show?.id ?? null,
    showName: p.title,
    slug: show?.slug ?? null,
    kind:
      p.relayUrl !== null
        ? 'relay'
        : p.repeatOfStart !== null
          ? 'repeat'
          : (show?.kind ?? (p.type === 'live' ? 'live' : p.showTrackId !== null ? 'recorded' : 'music')),
    colour: show?.colour ?? '#64748b',
    ...airingInstants(p.date, p.start, durationMin, timeZone),
    date: p.date,
    start: p.start,
    durationMin,
    presenterIds: show?.presenterIds ?? [],
    ruleId: null,
    exceptionId: null,
    programId: p.id,
    programType: p.type,
    sourceShowId: null,
    originalDate: p.date,
    originalTime: p.start,
    status: 'scheduled',
    trackId: p.showTrackId,
    playlistId: p.playlistId ?? show?.playlistId ?? null,
    // A special with its own playlist plays it, even inside a show that follows a clock.
    clockId: p.playlistId === null ? (show?.clockId ?? null) : null,
    relayUrl: p.relayUrl ?? show?.relayUrl ?? null,
    repeatOfShowId: show?.repeatOfShowId ?? null,
    repeatOfWindow:
      p.repeatOfStart !== null && p.repeatOfEnd !== null ? { startAt: p.repeatOfStart, endAt: p.repeatOfEnd } : null,
  };
}

/**
 * Every occurrence starting on a station date from `from` to `to` (both included), sorted by start. Cancelled
 * occurrences (and those replaced by a special, which is a one-off of its own) are left out unless asked for.
 */
export function expandOccurrences(
  data: ScheduleData,
  range: { from: string; to: string; timeZone: string; includeCancelled?: boolean },
): Occurrence[] {
  const { from, to, timeZone } = range;
  const byId = new Map(data.shows.map((s) => [s.id, s]));
  const exceptions = new Map(data.exceptions.map((e) => [keyOf(e.showId, e.date, e.time), e]));
  const out: Occurrence[] = [];
  const keep = (o: Occurrence) => {
    if (o.date < from || o.date > to) return;
    if (o.status === 'cancelled' && !range.includeCancelled) return;
    out.push(o);
  };
  const rulesByShow = new Map<number, RuleDef[]>();
  for (const rule of data.rules) rulesByShow.set(rule.showId, [...(rulesByShow.get(rule.showId) ?? []), rule]);

  for (let date = from; date <= to; date = nextDate(date)) {
    for (const rule of data.rules) {
      if (!ruleOccursOn(rule, date)) continue;
      const show = byId.get(rule.showId);
      if (!show) continue;
      const exception = exceptions.get(keyOf(show.id, date, rule.start));
      keep(showOccurrence(show, rule, date, exception, byId, timeZone));
    }
  }
  // An airing moved into the range from a day outside it.
  for (const e of data.exceptions) {
    if (e.status !== 'moved' || e.newDate === null || e.newDate < from || e.newDate > to) continue;
    if (e.date >= from && e.date <= to) continue;
    const show = byId.get(e.showId);
    const rule = rulesByShow.get(e.showId)?.find((r) => r.start === e.time && ruleOccursOn(r, e.date));
    if (show && rule) keep(showOccurrence(show, rule, e.date, e, byId, timeZone));
  }
  for (const p of data.oneOffs) {
    if (p.date < from || p.date > to) continue;
    keep(oneOffOccurrence(p, p.showId === null ? undefined : byId.get(p.showId), timeZone));
  }
  return out.sort((a, b) => a.startAt - b.startAt || a.endAt - b.endAt);
}

/** The occurrence a show's rule makes at a station date and time (moved, cancelled or replaced as it stands). */
export function occurrenceAt(
  data: Omit<ScheduleData, 'oneOffs'>,
  showId: number,
  date: string,
  time: string,
  timeZone: string,
): Occurrence | null {
  const byId = new Map(data.shows.map((s) => [s.id, s]));
  const show = byId.get(showId);
  const rule = data.rules.find((r) => r.showId === showId && r.start === time && ruleOccursOn(r, date));
  if (!show || !rule) return null;
  const exception = data.exceptions.find((e) => e.showId === showId && e.date === date && e.time === time);
  return showOccurrence(show, rule, date, exception, byId, timeZone);
}

/** The first pair of occurrences (not cancelled) whose times intersect, among those `touches` selects. */
export function firstOverlap(
  occurrences: readonly Occurrence[],
  touches: (o: Occurrence) => boolean = () => true,
): [Occurrence, Occurrence] | null {
  const live = occurrences.filter((o) => o.status !== 'cancelled').sort((a, b) => a.startAt - b.startAt);
  let latest: Occurrence | null = null;
  for (const o of live) {
    if (latest && o.startAt < latest.endAt && (touches(o) || touches(latest))) return [latest, o];
    if (!latest || o.endAt > latest.endAt) latest = o;
  }
  return null;
}
