import type { TFunction } from 'i18next';
import { WEEKDAYS_ES } from '../../../../shared/station-facts';
import type { ScheduleDay } from '../../../../shared/schemas/station';

/** The day's weekday as the server names it (Spanish), in the visitor's language. */
export function weekdayName(t: TFunction, day: ScheduleDay): string {
  const index = (WEEKDAYS_ES as readonly string[]).indexOf(day.weekday);
  return index < 0 ? day.weekday : t(`schedule.weekdays.${index}`);
}

/** "29 de junio", "29 de juny", "29 juin": the day of the month and the month's name from the platform's locale data. */
export function dayAndMonth(language: string, day: ScheduleDay): string {
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${day.date}T12:00:00Z`),
  );
}
