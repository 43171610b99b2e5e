import { useState } from 'react';
import type { OccurrenceView } from '../../../../shared/schemas/programming/show-occurrences';
import type { Show } from '../../../../shared/schemas/programming/shows';
import { inputClass, labelClass, secondaryButton } from '../common/styles';

interface Props {
  occurrence: OccurrenceView;
  shows: Show[] | undefined;
  onReplace(replacementShowId: number): void;
}

/** Replace this one occurrence by another show (every show but its own). */
export function OccurrenceReplaceSection({ occurrence, shows, onReplace }: Props) {
  const [replacement, setReplacement] = useState('');
  return (
    <section className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
      <div>
        <label htmlFor="occ-replace" className={labelClass}>
          Sustituir por otro programa
        </label>
        <select
          id="occ-replace"
          className={inputClass}
          value={replacement}
          onChange={(e) => setReplacement(e.target.value)}
        >
          <option value="">Elige un programa</option>
          {shows
            ?.filter((s) => s.id !== occurrence.showId)
            .map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
        </select>
      </div>
      <button
        type="button"
        className={secondaryButton}
        disabled={!replacement}
        onClick={() => onReplace(Number(replacement))}
      >
        Sustituir
      </button>
    </section>
  );
}
