import { isoWeekday, stationWallClock } from '../../public/schedule/week';

/** A rule as the week calendar draws it: one weekday, a station-time start and a length. */
export interface RuleDraft {
  days: number[];
  start: string;
  durationMin: number;
  from: string;
}

/**
 * The rule a drag over the week means: the weekday and station time the selection starts at, its length, and
 * that first date (the rule starts airing there, not in past weeks). Instants come from the calendar, which runs
 * in the station's zone, so a viewer in another zone draws the station's hours.
 */
export function ruleFromSelection(start: Date, end: Date, timeZone: string): RuleDraft {
  const wall = stationWallClock(start, timeZone);
  return {
    days: [isoWeekday(wall.date)],
    start: wall.time,
    durationMin: Math.round((end.getTime() - start.getTime()) / 60_000),
    from: wall.date,
  };
}

/** The minutes between two instants. */
export const minutesBetween = (start: Date | string, end: Date | string) =>
  Math.round((new Date(end).getTime() - new Date(start).getTime()) / 60_000);
