import { Check, Plus } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import type { Track } from '../../../../shared/schemas/tracks';
import { inputClass } from '../common/styles';
import { formatDuration } from '../music/format';
import { searchTracks } from './track-search';

// Enough to pick from; a library of thousands is narrowed with the search box, not scrolled.
const MAX_RESULTS = 50;

interface Props {
  idPrefix: string;
  library: readonly Track[];
  inList: ReadonlySet<number>;
  onAdd(trackId: number): void;
}

/** "Añadir canciones": search the library by title, artist or album (accents and case ignored); each pick goes to the end. */
export function AddTracksPanel({ idPrefix, library, inList, onAdd }: Props) {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const matches = useMemo(
    () =>
      searchTracks(library, deferredQuery).sort((a, b) =>
        a.title.localeCompare(b.title, 'es', { sensitivity: 'base' }),
      ),
    [library, deferredQuery],
  );
  const shown = matches.slice(0, MAX_RESULTS);
  const headingId = `${idPrefix}-add-heading`;

  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="font-semibold">
        Añadir canciones
      </h3>
      <input
        type="search"
        aria-label="Buscar canciones en la biblioteca"
        placeholder="Buscar por título, artista o álbum"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        // The panel sits inside the editor's form: Enter here searches, it must not save the list.
        onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
        className={inputClass}
      />
      {library.length === 0 ? (
        <p className="text-sm text-gray-600">La biblioteca está vacía: sube canciones en «Subir Música».</p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-gray-600">No se encontraron canciones que coincidan con tu búsqueda.</p>
      ) : (
        <>
          <ul
            aria-label="Resultados de la biblioteca"
            className="max-h-80 divide-y divide-gray-100 overflow-y-auto rounded-md border border-gray-200"
          >
            {shown.map((track) => {
              const added = inList.has(track.id);
              return (
                <li key={track.id} className="flex items-center gap-3 p-2">
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium">{track.title}</p>
                    <p className="truncate text-xs text-gray-600">
                      {[track.artist || '-', track.album].filter(Boolean).join(' · ')}
                    </p>
                  </div>
                  <span className="text-sm tabular-nums text-gray-600">{formatDuration(track.duration)}</span>
                  {added ? (
                    <span className="inline-flex items-center gap-1 px-2 text-xs text-gray-500">
                      <Check aria-hidden className="h-4 w-4" />
                      En la lista
                    </span>
                  ) : (
                    <button
                      type="button"
                      className="rounded p-1.5 text-brand hover:bg-gray-100"
                      aria-label={`Añadir ${track.title}`}
                      onClick={() => onAdd(track.id)}
                    >
                      <Plus aria-hidden className="h-4 w-4" />
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
          {matches.length > shown.length && (
            <p className="text-xs text-gray-500">
              Se muestran {shown.length} de {matches.length} canciones; escribe más para afinar la búsqueda.
            </p>
          )}
        </>
      )}
    </section>
  );
}
