import { useState } from 'react';
import type { OccurrenceView } from '../../../../shared/schemas/programming/show-occurrences';
import { inputClass, labelClass, primaryButton } from '../common/styles';
import { minutesBetween } from './calendar-time';

interface Props {
  occurrence: OccurrenceView;
  onMove(occurrence: OccurrenceView, start: string, durationMin: number): void;
}

/** The keyboard's way of dragging an occurrence: a new start and duration, then "Mover". */
export function OccurrenceMoveSection({ occurrence, onMove }: Props) {
  const [start, setStart] = useState(`${occurrence.date}T${occurrence.startTime}`);
  const [duration, setDuration] = useState(minutesBetween(occurrence.start, occurrence.end));
  return (
    <section className="grid gap-2 sm:grid-cols-[1fr_8rem_auto] sm:items-end">
      <div>
        <label htmlFor="occ-start" className={labelClass}>
          Nuevo inicio
        </label>
        <input
          id="occ-start"
          type="datetime-local"
          className={inputClass}
          value={start}
          onChange={(e) => setStart(e.target.value)}
        />
      </div>
      <div>
        <label htmlFor="occ-duration" className={labelClass}>
          Duración (min)
        </label>
        <input
          id="occ-duration"
          type="number"
          min={1}
          className={inputClass}
          value={duration}
          onChange={(e) => setDuration(Number(e.target.value))}
        />
      </div>
      <button type="button" className={primaryButton} onClick={() => onMove(occurrence, start, duration)}>
        Mover
      </button>
    </section>
  );
}
