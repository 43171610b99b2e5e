/** Duration in seconds as m:ss, the way the track tables show it. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return '0:00';
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** An ISO timestamp as a Spanish date (and time when asked). */
export function formatDate(iso: string, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return withTime ? date.toLocaleString('es-ES', { dateStyle: 'short', timeStyle: 'short' }) : date.toLocaleDateString('es-ES');
}
