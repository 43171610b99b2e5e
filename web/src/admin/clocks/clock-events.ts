import type { ClockEvent, TimedClockEvent } from '../../../../shared/schemas/music/clocks';

export type EventType = ClockEvent['type'];

/** The event types as the editor names them, in the order its "add" menu lists them. */
export const EVENT_LABELS: Record<EventType, string> = {
  category: 'Categoría',
  jingle: 'Cortinilla',
  'station-id': 'Identificación',
  break: 'Pausa publicitaria',
  hard: 'Hora fija',
  filler: 'Relleno',
};

export const TIMED_TYPES = ['category', 'jingle', 'station-id', 'break'] as const;

/** A fresh event of a type, naming the first category where the type needs one. */
export function newEvent(type: EventType, categoryId: number): ClockEvent {
  if (type === 'category' || type === 'filler') return { type, categoryId };
  if (type === 'hard') return { type, at: '00:00', event: { type: 'station-id' } };
  return { type };
}

export function newTimedEvent(type: TimedClockEvent['type'], categoryId: number): TimedClockEvent {
  return type === 'category' ? { type, categoryId } : { type };
}

/** Colours of the wheel for the kinds without a category colour. */
export const KIND_COLOURS: Record<Exclude<EventType, 'category' | 'filler' | 'hard'>, string> = {
  jingle: '#9333ea',
  'station-id': '#2563eb',
  break: '#d97706',
};
