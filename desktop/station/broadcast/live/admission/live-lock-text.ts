const formats = new Map<string, Intl.DateTimeFormat>();

/** "sábado, 6 de junio, 15:50": when a presenter may connect, in station time, as a refusal says it. */
export function formatStationDateTime(ms: number, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('es-ES', {
      timeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format.format(new Date(ms));
}
