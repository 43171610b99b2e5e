import { Check, Plus } from 'lucide-react';
import type { Track } from '../../../../shared/schemas/library/tracks';
import { TrackPicker } from '../common/TrackPicker';

interface Props {
  idPrefix: string;
  inList: ReadonlySet<number>;
  onAdd(track: Track): void;
}

/** "Añadir canciones": the shared library picker; each pick goes to the end of the list. */
export function AddTracksPanel({ idPrefix, inList, onAdd }: Props) {
  const headingId = `${idPrefix}-add-heading`;
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="font-semibold">
        Añadir canciones
      </h3>
      <TrackPicker
        searchLabel="Buscar canciones en la biblioteca"
        placeholder="Buscar por título, artista o álbum"
        resultsLabel="Resultados de la biblioteca"
        renderAction={(track) =>
          inList.has(track.id) ? (
            <span className="inline-flex items-center gap-1 px-2 text-xs text-gray-500">
              <Check aria-hidden className="h-4 w-4" />
              En la lista
            </span>
          ) : (
            <button
              type="button"
              className="rounded p-1.5 text-brand hover:bg-gray-100"
              aria-label={`Añadir ${track.title}`}
              onClick={() => onAdd(track)}
            >
              <Plus aria-hidden className="h-4 w-4" />
            </button>
          )
        }
      />
    </section>
  );
}
