import type { TFunction } from 'i18next';

const KNOWN = ['lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado', 'domingo'];

/**
 * The server stores the weekday as Spanish text ("Sábado"); it is translated when known. It is not derived
 * from the date: the spec calls 1, 8, 15, 22 and 29 June 2025 Saturdays although the calendar disagrees.
 */
export function weekdayLabel(weekday: string, t: TFunction): string {
  const key = weekday
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
  return KNOWN.includes(key) ? t(`schedule.weekdays.${key}`) : weekday;
}
