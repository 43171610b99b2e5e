import {
  type ClockEvent,
  NEWEST_FILE_FRESHNESS_MIN,
  type TimedClockEvent,
} from '../../../../shared/schemas/music/clocks';

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

export const TIMED_TYPES = ['category', 'jingle', 'station-id', 'break', 'newest-file'] as const;

/** Every kind's name, the newest file (of a folder or a dated address) included: it airs only at a hard mark. */
export const KIND_LABELS: Record<EventType | TimedClockEvent['type'], string> = {
  ...EVENT_LABELS,
  'newest-file': 'Archivo más reciente',
};

/** A fresh event of a type, naming the first category where the type needs one. */
export function newEvent(type: EventType, categoryId: number): ClockEvent {
  if (type === 'category' || type === 'filler') return { type, categoryId };
  if (type === 'hard') return { type, at: '00:00', event: { type: 'station-id' } };
  return { type };
}

export function newTimedEvent(type: TimedClockEvent['type'], categoryId: number): TimedClockEvent {
  if (type === 'newest-file') return { type, folder: '', freshnessMin: NEWEST_FILE_FRESHNESS_MIN };
  return type === 'category' ? { type, categoryId } : { type };
}

/** Colours of the wheel for the kinds without a category colour. */
export const KIND_COLOURS: Record<Exclude<TimedClockEvent['type'], 'category'>, string> = {
  jingle: '#9333ea',
  'station-id': '#2563eb',
  break: '#d97706',
  'newest-file': '#0f766e',
};
