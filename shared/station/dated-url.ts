import { wallTime } from './station-time';

/** The tokens a dated file's address may carry: the airing's station date and time. */
export const DATED_TOKEN = /\{(YYYYMMDD|YYYY|MM|DD|HH|mm)\}/g;

/** The dated URL of the file for an airing: the pattern's {YYYYMMDD}, {HH}… in the station's time at `at`. */
export function expandPattern(pattern: string, at: number, timeZone: string): string {
  const { date, time } = wallTime(at, timeZone);
  const parts: Record<string, string> = {
    YYYYMMDD: date.replaceAll('-', ''),
    YYYY: date.slice(0, 4),
    MM: date.slice(5, 7),
    DD: date.slice(8, 10),
    HH: time.slice(0, 2),
    mm: time.slice(3, 5),
  };
  return pattern.replace(DATED_TOKEN, (_m, key: string) => parts[key]!);
}

/** Whether a pattern names the date or the hour (a fixed address would air the same file at every mark). */
export const hasDatedToken = (pattern: string) => new RegExp(DATED_TOKEN.source).test(pattern);

/**
 * Where a clock's "newest file" reads at a mark: its watched folder, or its dated address expanded with the mark's
 * station date and time (each mark has its own file, and its own row of what was filed ahead).
 */
export function newestSourceAt(
  event: { folder?: string | undefined; url?: string | undefined },
  markAt: number,
  timeZone: string,
): string {
  return event.url !== undefined ? expandPattern(event.url, markAt, timeZone) : (event.folder ?? '');
}

/** Whether a "newest file" source is a dated address (a folder is a path on the station's PC). */
export const isAddressSource = (source: string) => /^https?:\/\//i.test(source);
