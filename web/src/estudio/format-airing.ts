const day = new Intl.DateTimeFormat('es-ES', { weekday: 'long', day: 'numeric', month: 'long' });
const time = new Intl.DateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "sábado, 6 de junio, 16:00–18:00", or one instant's time: the presenter's clock, as their encoder is. */
export function formatAiring(startAt: number, endAt?: number): string {
  if (endAt === undefined) return time.format(startAt);
  return `${day.format(startAt)}, ${time.format(startAt)}–${time.format(endAt)}`;
}
