import { SURCHARGES_PERCENT } from '../../../../shared/pricing/pricing-tables';
import type { Campaign, Daypart } from '../../../../shared/schemas/programming/campaigns';

/** The bands as /advertising/rates names them, so the booking reads like the rate card. */
export const DAYPART_LABELS: Record<Daypart, string> = {
  any: 'Cualquier hora',
  morning: SURCHARGES_PERCENT.morning.label,
  afternoon: SURCHARGES_PERCENT.afternoon.label,
};

export const STATUS_LABELS: Record<Campaign['status'], { label: string; className: string }> = {
  scheduled: { label: 'Programada', className: 'bg-blue-100 text-blue-800' },
  running: { label: 'En emisión', className: 'bg-green-100 text-green-800' },
  finished: { label: 'Finalizada', className: 'bg-gray-200 text-gray-700' },
};

/**
 * A campaign day (YYYY-MM-DD, station calendar) as dd/mm/aaaa. Built from its parts: `new Date('2025-03-01')`
 * is UTC midnight, which is the day before in any browser west of Greenwich.
 */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return new Date(year, month - 1, date).toLocaleDateString('es-ES');
}
