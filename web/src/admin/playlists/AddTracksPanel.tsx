import { useVirtualizer } from '@tanstack/react-virtual';
import { Check, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Track } from '../../../../shared/schemas/tracks';
import { useTrackPages } from '../../lib/track-pages';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { inputClass } from '../common/styles';
import { formatDuration } from '../music/format';

const ROW_ESTIMATE_PX = 52;
const PREFETCH_ROWS = 20;

interface Props {
  idPrefix: string;
  library: readonly Track[];
  inList: ReadonlySet<number>;
  onAdd(trackId: number): void;
}

/**
 * "Añadir canciones": the server searches the library by title, artist or album (accents and case ignored), a page
 * at a time as the results scroll; only the results on screen are rendered. Each pick goes to the end of the list.
 */
export function AddTracksPanel({ idPrefix, library, inList, onAdd }: Props) {
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query, 200);
  const pages = useTrackPages({ q, sort: 'title' });
  const shown = pages.tracks;
  const scrollRef = useRef<HTMLUListElement>(null);
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: 6,
    getItemKey: (index) => shown[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= shown.length - PREFETCH_ROWS) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, lastIndex, shown.length, fetchNextPage]);
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
      ) : pages.isPending ? (
        <p className="text-sm text-gray-600">Cargando canciones...</p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-gray-600">No se encontraron canciones que coincidan con tu búsqueda.</p>
      ) : (
        <>
          <ul
            ref={scrollRef}
            aria-label="Resultados de la biblioteca"
            className="relative max-h-80 overflow-y-auto rounded-md border border-gray-200"
          >
            <li aria-hidden style={{ height: virtualizer.getTotalSize() }} className="list-none" />
            {items.map((item) => {
              const track = shown[item.index];
              if (!track) return null;
              const added = inList.has(track.id);
              return (
                <li
                  key={item.key}
                  ref={virtualizer.measureElement}
                  data-index={item.index}
                  aria-setsize={pages.total}
                  aria-posinset={item.index + 1}
                  className="absolute left-0 top-0 flex w-full items-center gap-3 border-b border-gray-100 p-2"
                  style={{ transform: `translateY(${item.start}px)` }}
                >
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
          <p className="text-xs text-gray-500">{pages.total} canciones</p>
        </>
      )}
    </section>
  );
}
