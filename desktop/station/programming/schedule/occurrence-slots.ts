import type { Occurrence } from './occurrences';
import type { TimedSlot } from '../planner/planner';

/**
 * A rule's occurrence has no row of its own: its slot id is made from the show and the start minute, negative so it
 * never meets a one-off's row id, and unique among the days a planner looks at (the show starts are keyed by it).
 */
const occurrenceSlotId = (o: Occurrence) =>
  o.programId ?? -((o.showId ?? 0) * 1_048_576 + (Math.floor(o.startAt / 60_000) % 1_048_576));

const pad = (n: number) => String(n).padStart(2, '0');
/** An occurrence's end as a wall time (HH:MM, or 24:00 at midnight): the one conversion the grid, banner and planner share. */
export const wallEnd = (o: Pick<Occurrence, 'start' | 'durationMin'>) => {
  const total = Number(o.start.slice(0, 2)) * 60 + Number(o.start.slice(3, 5)) + o.durationMin;
  // A programme that ends at midnight ends at 24:00, as it was entered and as the grid and banner say.
  if (total === 1440) return '24:00';
  const minutes = total % 1440;
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
};

/** What a show's kind airs as. One-offs keep their own type: talk with a file, music, live. */
function slotType(o: Occurrence): TimedSlot['type'] {
  if (o.programType !== null && o.kind !== 'relay' && o.kind !== 'repeat') return o.programType;
  // A syndicated show airs the episode attached to its occurrence, hard-timed like a recording.
  if (o.kind === 'recorded' || o.kind === 'syndicated') return 'talk';
  return o.kind;
}

/**
 * An occurrence as the planner plans with it. `repeatOf` is the source show's latest airing before this one,
 * looked up by the caller (the planner stays pure).
 */
export function occurrenceSlot(o: Occurrence, repeatOf: Occurrence | null = null): TimedSlot {
  const type = slotType(o);
  return {
    id: occurrenceSlotId(o),
    date: o.date,
    start: o.start,
    end: wallEnd(o),
    title: o.showName,
    type,
    playlistId: o.playlistId,
    clockId: type === 'music' ? (o.clockId ?? null) : null,
    showTrackId: type === 'talk' ? o.trackId : null,
    showId: o.showId,
    relayUrl: type === 'relay' ? o.relayUrl : null,
    repeatOf:
      type !== 'repeat'
        ? null
        : o.repeatOfWindow
          ? { ...o.repeatOfWindow, title: o.showName }
          : repeatOf
            ? { startAt: repeatOf.startAt, endAt: repeatOf.endAt, title: repeatOf.showName }
            : null,
    startAt: o.startAt,
    endAt: o.endAt,
  };
}
