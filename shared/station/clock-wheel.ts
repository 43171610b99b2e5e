import type { ClockEvent, ClockLengths, TimedClockEvent } from '../schemas/music/clocks';
import { formatMinutesSeconds } from '../text/format-duration';

const HOUR = 3600;

/** One arc of the wheel: an event (by its index in the clock) or the gap before a hard event, in seconds of the hour. */
export interface WheelSegment {
  index: number | null;
  start: number;
  end: number;
}

export interface WheelWarning {
  kind: 'under' | 'over';
  message: string;
}

export interface ClockWheel {
  segments: WheelSegment[];
  /** Where one pass of the events ends (it may pass the hour). */
  total: number;
  warnings: WheelWarning[];
}

/** What an event lasts on average; a filler only fills to time, so it takes no share of the hour in turn. */
export function eventSeconds(event: ClockEvent | TimedClockEvent, lengths: ClockLengths): number {
  switch (event.type) {
    case 'category':
      return lengths.categories.find((c) => c.id === event.categoryId)?.seconds ?? 0;
    case 'jingle':
      return lengths.jingle;
    case 'station-id':
      return lengths.stationId;
    case 'break':
      return lengths.break;
    case 'hard':
      return eventSeconds(event.event, lengths);
    case 'filler':
      return 0;
    case 'newest-file':
      // The newest file (of a folder or a dated address) is whatever arrived last: its length is known only then,
      // and the fill to time after the mark absorbs it.
      return 0;
  }
}

const markOf = (at: string) => Number(at.slice(0, 2)) * 60 + Number(at.slice(3, 5));

/**
 * One pass of a clock's events around the hour, as a music director reads it: events in their order, each a hard
 * event at its mark (what comes before it either reaches the mark, leaving a gap the planner fills, or runs past it:
 * the warning says by how much), and the end of the pass against the hour (short: the events repeat from the top;
 * long: the last ones never air).
 */
export function clockWheel(events: readonly ClockEvent[], lengths: ClockLengths): ClockWheel {
  const segments: WheelSegment[] = [];
  const warnings: WheelWarning[] = [];
  let t = 0;
  events.forEach((event, index) => {
    if (event.type === 'hard') {
      const mark = markOf(event.at);
      if (t > mark)
        warnings.push({
          kind: 'over',
          message: `Los eventos antes de la hora fija ${event.at} duran ${formatMinutesSeconds(t)}: se pasan ${formatMinutesSeconds(t - mark)}.`,
        });
      else if (t < mark) segments.push({ index: null, start: t, end: mark });
      t = Math.max(t, mark);
    }
    const seconds = eventSeconds(event, lengths);
    if (seconds > 0) segments.push({ index, start: t, end: t + seconds });
    t += seconds;
  });
  if (t > HOUR)
    warnings.push({
      kind: 'over',
      message: `El reloj dura ${formatMinutesSeconds(t)}: se pasa ${formatMinutesSeconds(t - HOUR)} de la hora y los últimos eventos no sonarán.`,
    });
  else if (t < HOUR)
    warnings.push({
      kind: 'under',
      message: `El reloj dura ${formatMinutesSeconds(t)}: faltan ${formatMinutesSeconds(HOUR - t)} para la hora, los eventos se repetirán desde el principio.`,
    });
  return { segments, total: t, warnings };
}
