import { addDays } from '../../public/schedule/week';

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

const parts = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month: MONTHS[month - 1]!, day };
};

/**
 * "Semana del 23 al 29 de noviembre de 2026" for the week starting `monday` (a station date): the month and year
 * are said once when the week keeps them, as a person writes it.
 */
export function weekLabel(monday: string): string {
  const from = parts(monday);
  const to = parts(addDays(monday, 6));
  if (from.year !== to.year)
    return `Semana del ${from.day} de ${from.month} de ${from.year} al ${to.day} de ${to.month} de ${to.year}`;
  if (from.month !== to.month)
    return `Semana del ${from.day} de ${from.month} al ${to.day} de ${to.month} de ${to.year}`;
  return `Semana del ${from.day} al ${to.day} de ${to.month} de ${to.year}`;
}
