/**
 * What history and now-playing call a repeat: "Repetición del sábado 21/11: Memoria de Portbou", the original
 * airing's day in station time. Spanish like the station's other generated titles (the ICY title and the play
 * history carry one language); the public pages translate the prefix through their catalogues.
 */
export function repeatTitle(title: string, originalStart: number, timeZone: string): string {
  const date = new Date(originalStart);
  const weekday = new Intl.DateTimeFormat('es-ES', { weekday: 'long', timeZone }).format(date);
  const dayMonth = new Intl.DateTimeFormat('es-ES', { day: '2-digit', month: '2-digit', timeZone }).format(date);
  return `Repetición del ${weekday} ${dayMonth}: ${title}`;
}
