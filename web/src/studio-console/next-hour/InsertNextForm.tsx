import { ListPlus } from 'lucide-react';
import { useId } from 'react';
import type { Track } from '../../../../shared/schemas/library/tracks';
import { labelClass } from '../../admin/common/styles';
import { TrackPicker } from '../../admin/common/TrackPicker';

/** Search the library (on the server, as typed) and put a song next on air. */
export function InsertNextForm({ onInsert, busy }: { onInsert(track: Track): void; busy: boolean }) {
  const inputId = useId();
  return (
    <section aria-label="Poner a continuación" className="border-t border-gray-200 pt-3">
      <label htmlFor={inputId} className={labelClass}>
        Poner a continuación: buscar en la biblioteca
      </label>
      <TrackPicker
        searchId={inputId}
        placeholder="Título, artista o álbum"
        resultsLabel="Resultados de la búsqueda"
        // Results only once something is typed, in a short box: the queue stays on screen.
        searchFirst
        heightClass="max-h-72"
        renderAction={(track, clearSearch) => (
          <button
            type="button"
            disabled={busy}
            className="inline-flex items-center gap-1 rounded border border-gray-300 px-2 py-1 text-xs hover:bg-gray-50 disabled:opacity-50"
            aria-label={`Poner a continuación ${track.title}`}
            onClick={() => {
              onInsert(track);
              clearSearch();
            }}
          >
            <ListPlus aria-hidden className="h-3 w-3" />
            Poner a continuación
          </button>
        )}
      />
    </section>
  );
}
