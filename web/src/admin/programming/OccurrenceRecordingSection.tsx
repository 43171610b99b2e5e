import type { OccurrenceView } from '../../../../shared/schemas/programming/show-occurrences';
import { TrackPicker } from '../common/TrackPicker';
import { labelClass, secondaryButton } from '../common/styles';
import { useOccurrenceFile } from './use-programming';

interface Props {
  occurrence: OccurrenceView;
  onAttached(): void;
}

/** A recorded show's occurrence: which recording goes out this week, and a picker to attach another. */
export function OccurrenceRecordingSection({ occurrence, onAttached }: Props) {
  const file = useOccurrenceFile();
  return (
    <section>
      <p className={labelClass}>
        Grabación de esta emisión:{' '}
        {occurrence.trackId ? `#${occurrence.trackId}` : 'ninguna (se emitirá el último episodio del podcast)'}
      </p>
      <TrackPicker
        searchLabel="Buscar la grabación de esta semana"
        placeholder="Buscar grabación..."
        resultsLabel="Grabaciones"
        searchFirst
        heightClass="max-h-48"
        renderAction={(track) => (
          <button
            type="button"
            className={secondaryButton}
            onClick={() => file.mutate({ occurrence, trackId: track.id }, { onSuccess: onAttached })}
          >
            Adjuntar
          </button>
        )}
      />
    </section>
  );
}
