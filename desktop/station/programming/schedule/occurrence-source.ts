import type { ShowsRepo } from '../../repos/programming/shows';
import { expandOccurrences, type Occurrence, type ScheduleData } from './occurrences';
import { nextDate, wallTime } from '../../../../shared/station/station-time';

/** How far back a repeat looks for the airing it re-airs. */
const REPEAT_LOOKBACK_DAYS = 62;

/** A number that moves whenever something the occurrences are made of changed (shows, rules, one-offs, users). */
export type ScheduleVersion = () => number;

/**
 * Occurrences read from the database, cached per station day until the programming changes (a show, rule,
 * exception or one-off written by anyone) or a presenter account goes: `version` moves then, so a rule saved a few
 * minutes before its start is on the next decision's list without a restart. Without a version nothing is cached.
 */
export function createOccurrenceSource(
  shows: Pick<ShowsRepo, 'definitions' | 'oneOffs'>,
  timeZone: () => string,
  version?: ScheduleVersion,
) {
  let definitions: Omit<ScheduleData, 'oneOffs'> | null = null;
  const days = new Map<string, Occurrence[]>();
  const invalidate = () => {
    definitions = null;
    days.clear();
  };
  let readAt = version?.();
  const fresh = () => {
    const now = version?.();
    if (now === undefined || now !== readAt) invalidate();
    readAt = now;
  };

  const data = (from: string, to: string): ScheduleData => {
    definitions ??= shows.definitions();
    return { ...definitions, oneOffs: shows.oneOffs(from, to) };
  };

  function day(date: string): Occurrence[] {
    let list = days.get(date);
    if (!list) {
      list = expandOccurrences(data(date, date), { from: date, to: date, timeZone: timeZone() });
      // A station runs for months: keep a few weeks of days, not every day ever asked for.
      if (days.size > 400) days.clear();
      days.set(date, list);
    }
    return list;
  }

  /** Occurrences starting on station dates `from`..`to`; with cancelled ones too when asked (the admin's view). */
  function onDates(from: string, to: string, includeCancelled = false): Occurrence[] {
    fresh();
    if (includeCancelled)
      return expandOccurrences(data(from, to), { from, to, timeZone: timeZone(), includeCancelled: true });
    const out: Occurrence[] = [];
    for (let date = from; date <= to; date = nextDate(date)) out.push(...day(date));
    return out;
  }

  return {
    invalidate,
    onDates,
    /** Occurrences on air at some point of [fromMs, toMs), by start. */
    occurrencesBetween(fromMs: number, toMs: number): Occurrence[] {
      const zone = timeZone();
      // A show that crosses midnight started the day before.
      const first = nextDate(wallTime(fromMs, zone).date, -1);
      const last = wallTime(toMs, zone).date;
      return onDates(first, last).filter((o) => o.endAt > fromMs && o.startAt < toMs);
    },
    /** The latest airing of a show that ended at or before `beforeMs` (what a repeat re-airs). */
    latestBefore(showId: number, beforeMs: number): Occurrence | null {
      fresh();
      const zone = timeZone();
      let date = wallTime(beforeMs, zone).date;
      for (let i = 0; i < REPEAT_LOOKBACK_DAYS; i++, date = nextDate(date, -1)) {
        const found = day(date)
          .filter((o) => o.showId === showId && o.endAt <= beforeMs)
          .at(-1);
        if (found) return found;
      }
      return null;
    },
  };
}
export type OccurrenceSource = ReturnType<typeof createOccurrenceSource>;
