import { DAYPARTS } from '../../../../shared/pricing/pricing-tables';
import type { Daypart } from '../../../../shared/schemas/programming/campaigns';
import { HARD_TOLERANCE_MS } from './clock-step';
import { instantOf, nextDate, wallTime, wallTimeExists, weekdayOf } from '../../../../shared/station/station-time';

/**
 * Ad breaks happen at fixed minutes past every hour of station time. A campaign's spots are spread evenly over
 * the breaks of its days and daypart: by the end of its i-th break (0-based) of N it should have aired
 * round((i + 1) × spots / N), and it airs in a break only while it is behind that figure. So a break missed
 * (a live show, a long recorded programme) leaves it behind and the next breaks catch up, one spot per break
 * at most, and the total never passes what was bought.
 */

export interface CampaignWindow {
  startDate: string;
  endDate: string;
  daypart: Daypart;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Hours [from, to) of a daypart on a weekday (0 = Sunday), or null when it has none that day. */
function daypartHours(daypart: Daypart, weekday: number): readonly [number, number] | null {
  if (daypart === 'any') return [0, 24];
  if (weekday === 0) return null;
  const band = DAYPARTS[daypart];
  return weekday === 6 ? band.saturday : band.weekdays;
}

/** The break times (HH:MM) of one station day, in order, that exist on the clock that day. */
function breaksOfDay(date: string, daypart: Daypart, minutes: readonly number[], timeZone: string): string[] {
  const hours = daypartHours(daypart, weekdayOf(date));
  if (!hours) return [];
  const times: string[] = [];
  for (let h = hours[0]; h < hours[1]; h++) for (const m of minutes) times.push(`${pad(h)}:${pad(m)}`);
  // Only a summer-time day can lack a time; checking every day would cost a clock look-up per break.
  if (!isTransitionDay(date, timeZone)) return times;
  return times.filter((time) => wallTimeExists(date, time, timeZone));
}

function isTransitionDay(date: string, timeZone: string): boolean {
  const start = instantOf(date, '00:00', timeZone);
  const end = instantOf(nextDate(date), '00:00', timeZone);
  return end - start !== 86_400_000;
}

const countCache = new Map<string, number>();

/** How many breaks a campaign has from its first day up to (not including) `date`. */
function breaksBefore(campaign: CampaignWindow, date: string, minutes: readonly number[], timeZone: string): number {
  const key = `${timeZone}|${minutes.join(',')}|${campaign.daypart}|${campaign.startDate}|${date}`;
  const cached = countCache.get(key);
  if (cached !== undefined) return cached;
  let count = 0;
  for (let day = campaign.startDate; day < date; day = nextDate(day))
    count += breaksOfDay(day, campaign.daypart, minutes, timeZone).length;
  if (countCache.size > 2_000) countCache.clear();
  countCache.set(key, count);
  return count;
}

/** Every break a campaign can air in, first day to last day included. */
export function campaignBreakCount(campaign: CampaignWindow, minutes: readonly number[], timeZone: string): number {
  return breaksBefore(campaign, nextDate(campaign.endDate), minutes, timeZone);
}

/** The 0-based index of the break at `date` `time` among the campaign's breaks, or null if it is not one of them. */
export function campaignBreakIndex(
  campaign: CampaignWindow,
  date: string,
  time: string,
  minutes: readonly number[],
  timeZone: string,
): number | null {
  if (date < campaign.startDate || date > campaign.endDate) return null;
  const today = breaksOfDay(date, campaign.daypart, minutes, timeZone);
  const position = today.indexOf(time);
  if (position < 0) return null;
  return breaksBefore(campaign, date, minutes, timeZone) + position;
}

/** Spots the campaign should have aired by the end of break `index` of `total`. */
export function spotsDueBy(index: number, total: number, spots: number): number {
  if (total <= 0) return 0;
  return Math.min(spots, Math.floor(((index + 1) * spots) / total + 0.5));
}

/** The break instants (epoch ms) of a station day for every daypart: what the planner walks. */
export function breakInstantsOfDay(
  date: string,
  minutes: readonly number[],
  timeZone: string,
): Array<{ at: number; date: string; time: string }> {
  return breaksOfDay(date, 'any', minutes, timeZone).map((time) => ({
    at: instantOf(date, time, timeZone),
    date,
    time,
  }));
}

/**
 * The station's ad break a clock's break event stands for: of the breaks of the hour starting at `hourStart` not
 * handled yet (after `handledUntil`), the latest at or before `at`. A break still ahead is left to the event that
 * comes after it (a hard break on its mark, or the next break in turn).
 */
export function breakOfHour(
  hourStart: number,
  at: number,
  minutes: readonly number[],
  timeZone: string,
  handledUntil: number,
): { at: number; date: string; time: string } | null {
  const hourEnd = hourStart + 3_600_000;
  const date = wallTime(hourStart, timeZone).date;
  const due = breakInstantsOfDay(date, minutes, timeZone).filter(
    (b) => b.at >= hourStart && b.at < hourEnd && b.at > handledUntil && b.at <= at + HARD_TOLERANCE_MS,
  );
  return due.at(-1) ?? null;
}
