import type { TFunction } from 'i18next';

/** The part of a show's rule a listener reads: which days, from when, for how long, how often. */
export interface RuleSummary {
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  days: readonly number[];
  /** HH:MM, station time. */
  start: string;
  durationMin: number;
  everyWeeks?: number | null;
  /** Monthly rules: 1…4, or -1 for the last such weekday of the month. */
  nth?: number | null;
}

// 1 January 2024 was a Monday: ISO weekday n is that date plus n − 1 days.
const weekdayDate = (iso: number) => new Date(Date.UTC(2024, 0, iso, 12));
const weekdayName = (language: string, iso: number) =>
  new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(weekdayDate(iso));

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** "16:00–18:00"; the end wraps past midnight ("23:00–01:00"), so both ends are formatted apart. */
function timeRange(language: string, start: string, durationMin: number): string {
  const [h, m] = start.split(':').map(Number) as [number, number];
  const from = Date.UTC(2024, 0, 1, h, m);
  const format = new Intl.DateTimeFormat(language, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  });
  return `${format.format(from)}–${format.format(from + durationMin * 60_000)}`;
}

/** True when the days are three or more consecutive weekdays ("de lunes a viernes"). */
const isRun = (days: readonly number[]) =>
  days.length >= 3 && days.every((day, i) => i === 0 || day === (days[i - 1] ?? 0) + 1);

/**
 * When a show airs, in the visitor's language: "Sábados, 16:00–18:00", "De lunes a viernes, 09:00–11:00",
 * "Primer domingo de cada mes, 10:00–12:00". Weekday names and times come from Intl; the plural day names and the
 * sentence shapes, which Intl does not give, from the catalogue.
 */
export function airsWhen(t: TFunction, language: string, rule: RuleSummary): string {
  const days = [...rule.days].sort((a, b) => a - b);
  const time = timeRange(language, rule.start, rule.durationMin);
  let when: string;
  if (rule.nth && days[0]) {
    when = t(`nth.${rule.nth === -1 ? 'last' : rule.nth}`, { weekday: weekdayName(language, days[0]) });
  } else if (days.length === 7) {
    when = t('everyDay');
  } else if (isRun(days)) {
    when = t('dayRange', {
      from: weekdayName(language, days[0] ?? 1),
      to: weekdayName(language, days.at(-1) ?? 7),
    });
  } else {
    const names = days.map((day) => t(`weekdaysPlural.${day}`));
    when = new Intl.ListFormat(language, { type: 'conjunction' }).format(names);
  }
  const every = rule.everyWeeks && rule.everyWeeks > 1 ? ` ${t('everyWeeks', { count: rule.everyWeeks })}` : '';
  return `${capitalise(when)}${every}, ${time}`;
}
