import { stationWallClock } from '../../public/schedule/week';

interface Timed {
  start: string;
  end: string;
  title: string;
}

/** The first item that overlaps [start, end), other than the one being moved (touching ends do not overlap). */
export function firstConflict<T extends Timed>(items: readonly T[], start: Date, end: Date, except?: T): T | null {
  return (
    items.find(
      (item) => item !== except && Date.parse(item.start) < end.getTime() && start.getTime() < Date.parse(item.end),
    ) ?? null
  );
}

/** "Se solapa con Memoria de Portbou (2026-11-28 16:00–18:00)": said before saving, as the server would refuse it. */
export function conflictText(item: Timed, timeZone: string): string {
  const from = stationWallClock(item.start, timeZone);
  const to = stationWallClock(item.end, timeZone);
  return `Se solapa con ${item.title} (${from.date} ${from.time}–${to.time}).`;
}
