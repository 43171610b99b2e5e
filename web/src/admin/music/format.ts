import { formatMinutesSeconds } from '../../../../shared/format-duration';

/** Duration in seconds as m:ss, the way the track tables show it (the one rule in shared/). */
export const formatDuration = formatMinutesSeconds;

/** An ISO timestamp as a Spanish date (and time when asked). */
export function formatDate(iso: string, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return withTime
    ? date.toLocaleString('es-ES', { dateStyle: 'short', timeStyle: 'short' })
    : date.toLocaleDateString('es-ES');
}
