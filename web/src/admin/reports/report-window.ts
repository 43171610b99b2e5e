const pad = (n: number) => String(n).padStart(2, '0');

/** A `datetime-local` value for an instant, in this browser's zone. */
export function localInput(at: number): string {
  const d = new Date(at);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The query of a report window from two `datetime-local` values; null while either is not a date. */
export function windowQuery(from: string, to: string): URLSearchParams | null {
  const a = new Date(from);
  const b = new Date(to);
  if (!Number.isFinite(a.getTime()) || !Number.isFinite(b.getTime())) return null;
  return new URLSearchParams({ from: a.toISOString(), to: b.toISOString() });
}

/** An instant as the station's clock shows it (the zone the server answers with). */
export function stationTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('es-ES', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(new Date(iso));
}
