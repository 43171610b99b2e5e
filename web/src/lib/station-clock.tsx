import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { apiQuery } from './api';

/**
 * The station's time zone, as the station says it (GET /api/site-config); undefined until it has arrived. Every
 * time the admin, the studio and a presenter's area show is on this clock, never the browser's: a volunteer
 * abroad, or a PC set to UTC, must read the hours the station airs by.
 */
export function useStationTimeZone(): string | undefined {
  return useQuery({ ...apiQuery('station.siteConfig') }).data?.timeZone;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** `instant` on `timeZone`'s clock, written with `options` in `locale` (Spanish unless told). */
export function stationFormat(
  instant: number | string | Date,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
  locale = 'es-ES',
): string {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formats.set(key, format);
  }
  return format.format(new Date(instant));
}

/** What a time reads while the station's zone is not known yet: nothing that could be the wrong hour. */
export const TIME_PENDING = '…';

export const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const DAY: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
/** "29/11/2026" */
export const DATE_ONLY: Intl.DateTimeFormatOptions = DAY;
/** "29/11/2026, 04:05" (a short time style would write "4:05"). */
export const DATE_TIME: Intl.DateTimeFormatOptions = { ...DAY, ...CLOCK };
/** "29/11/2026, 04:05:12" */
export const DATE_TIME_SECONDS: Intl.DateTimeFormatOptions = { ...DAY, ...CLOCK, second: '2-digit' };
/** "29 nov 2026, 04:05" */
export const LONG: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', ...CLOCK };

/** Formatting on the station's clock for one component: `format(instant, options)`, and the usual shapes. */
export function useStationClock() {
  const timeZone = useStationTimeZone();
  const format = (instant: number | string | Date, options: Intl.DateTimeFormatOptions) =>
    timeZone ? stationFormat(instant, timeZone, options) : TIME_PENDING;
  return {
    timeZone,
    format,
    /** "20:05" */
    time: (instant: number | string | Date) => format(instant, CLOCK),
    /** "29/11/2026, 20:05" */
    dateTime: (instant: number | string | Date) => format(instant, DATE_TIME),
    /** "29/11/2026, 20:05:12" */
    dateTimeSeconds: (instant: number | string | Date) => format(instant, DATE_TIME_SECONDS),
    /** "29/11/2026" */
    date: (instant: number | string | Date) => format(instant, DATE_ONLY),
  };
}

const SHAPES = {
  time: CLOCK,
  date: DATE_ONLY,
  dateTime: DATE_TIME,
  dateTimeSeconds: DATE_TIME_SECONDS,
  /** "29 nov 2026, 20:05" */
  long: LONG,
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** An instant as a <time> on the station's clock (never the browser's zone), in one of the admin's usual shapes. */
export function StationTime({ at, shape = 'dateTime' }: { at: string; shape?: keyof typeof SHAPES }) {
  const timeZone = useStationTimeZone();
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return <>{at}</>;
  return <time dateTime={at}>{timeZone ? stationFormat(date, timeZone, SHAPES[shape]) : TIME_PENDING}</time>;
}

/**
 * `Inner` rendered once the station's time zone is known, with it as a prop: for screens whose first state (a
 * report's default window, today's date) is already a station time, which must not start on the browser's clock.
 */
export function withStationTimeZone<P extends object>(Inner: ComponentType<P & { timeZone: string }>) {
  return function WithStationTimeZone(props: P) {
    const timeZone = useStationTimeZone();
    if (!timeZone) return <p role="status">Cargando…</p>;
    return <Inner {...props} timeZone={timeZone} />;
  };
}
