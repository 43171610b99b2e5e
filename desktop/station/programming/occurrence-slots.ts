import type { Occurrence } from './occurrences';
import type { TimedSlot } from './planner';

/**
 * A rule's occurrence has no row of its own: its slot id is made from the show and the start minute, negative so it
 * never meets a one-off's row id, and unique among the days a planner looks at (the show starts are keyed by it).
 */
const occurrenceSlotId = (o: Occurrence) =>
  o.programId ?? -((o.showId ?? 0) * 1_048_576 + (Math.floor(o.startAt / 60_000) % 1_048_576));

const pad = (n: number) => String(n).padStart(2, '0');
const wallEnd = (o: Occurrence) => {
  const minutes = (Number(o.start.slice(0, 2)) * 60 + Number(o.start.slice(3, 5)) + o.durationMin) % 1440;
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
};

/** What a show's kind airs as (interface A). One-offs keep their own type: talk with a file, music, live. */
function slotType(o: Occurrence): TimedSlot['type'] {
  if (o.programType !== null && o.kind !== 'relay' && o.kind !== 'repeat') return o.programType;
  if (o.kind === 'recorded') return 'talk';
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
    showTrackId: type === 'talk' ? o.trackId : null,
    showId: o.showId,
    relayUrl: type === 'relay' ? o.relayUrl : null,
    repeatOf:
      type === 'repeat' && repeatOf
        ? { startAt: repeatOf.startAt, endAt: repeatOf.endAt, title: repeatOf.showName }
        : null,
    startAt: o.startAt,
    endAt: o.endAt,
  };
}
