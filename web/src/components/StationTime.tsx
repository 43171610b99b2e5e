import {
  CLOCK,
  DATE_ONLY,
  DATE_TIME,
  DATE_TIME_SECONDS,
  LONG,
  stationFormat,
  TIME_PENDING,
  useStationTimeZone,
} from '../lib/station-clock';

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
