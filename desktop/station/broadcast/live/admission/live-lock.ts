import { formatStationDateTime } from './live-lock-text';

/**
 * The presenters' schedule lock, pure: which occurrence of a presenter's shows a connection at `at` belongs to,
 * and why one is refused. The fields are those of the shows' occurrences that the lock reads.
 */
export interface LockOccurrence {
  showId: number;
  showName: string;
  startAt: number;
  endAt: number;
  presenterIds: readonly number[];
}

export interface LockGraces {
  /** Before the start: the source is accepted and waits in standby. Default 10 min (setting). */
  beforeMs: number;
  /** After the end: the source may still overrun on air, then it is faded out. Default 2 min (setting). */
  overrunMs: number;
}

export const DEFAULT_LOCK_GRACES: LockGraces = { beforeMs: 10 * 60_000, overrunMs: 2 * 60_000 };

/** Where an occurrence's window lies; its key names it for "kicked from this slot" and the audit log. */
export const occurrenceKey = (o: LockOccurrence) => `${o.showId}@${o.startAt}`;
export const windowOf = (o: LockOccurrence, g: LockGraces) => ({
  from: o.startAt - g.beforeMs,
  to: o.endAt + g.overrunMs,
});

/**
 * The presenter's occurrence whose window holds `at`; of two (an overrun and the next one's grace), the one that
 * starts later, since its presenter is the one about to be on air.
 */
export function occurrenceFor(
  occurrences: readonly LockOccurrence[],
  userId: number,
  at: number,
  graces: LockGraces,
): LockOccurrence | undefined {
  let found: LockOccurrence | undefined;
  for (const o of occurrences) {
    if (!o.presenterIds.includes(userId)) continue;
    const { from, to } = windowOf(o, graces);
    if (at >= from && at < to && (!found || o.startAt > found.startAt)) found = o;
  }
  return found;
}

/** The presenter's next occurrence after `at`, to say in a refusal when they may connect. */
export function nextOccurrenceOf(occurrences: readonly LockOccurrence[], userId: number, at: number) {
  return occurrences
    .filter((o) => o.presenterIds.includes(userId) && o.startAt > at)
    .sort((a, b) => a.startAt - b.startAt)[0];
}

export const REFUSALS = {
  noShow: 'Esta cuenta no presenta ningún programa: pide a la coordinación que te añada a uno.',
  outsideSlot: (next: LockOccurrence | undefined, graces: LockGraces, timeZone: string) =>
    next
      ? `Fuera de tu horario: puedes conectar desde ${formatStationDateTime(next.startAt - graces.beforeMs, timeZone)}, ` +
        `${Math.round(graces.beforeMs / 60_000)} min antes de «${next.showName}».`
      : 'Fuera de tu horario: no tienes ningún programa próximo en la parrilla.',
  kicked: (o: LockOccurrence) =>
    `Tu espacio de «${o.showName}» ya terminó: no se puede volver a conectar hasta tu próximo programa.`,
  unknown: 'Credenciales inválidas.',
};
