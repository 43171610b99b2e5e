import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, useState } from 'react';
import type { TrackKind } from '../../../../shared/schemas/library/tracks';
import { handleRowKeys } from '../../lib/row-keys';
import { useTrackPages } from '../../lib/track-pages';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useLoadMoreNearEnd } from '../../lib/use-load-more';
import { type SortKey, TrackFilters } from './TrackFilters';
import { filterQuery, type LibraryFilterInput, NO_FILTER, TrackMoreFilters } from './TrackMoreFilters';
import { TrackRow } from './TrackRow';
import { TrackSelectionBar } from './TrackSelectionBar';

// A collapsed row is about 64 px; expanded and editing rows are measured.
const ROW_ESTIMATE_PX = 66;

/**
 * 'Mis Canciones': server-side search across title/artist/album (accents and case ignored) and sort, fetched a page
 * at a time as the list scrolls; only the rows on screen are rendered. Songs can be selected for bulk edit/delete.
 */
export function TrackList() {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortKey>('title');
  const [kind, setKind] = useState<TrackKind | ''>('');
  const [categoryId, setCategoryId] = useState<number | undefined>();
  const [more, setMore] = useState<LibraryFilterInput>(NO_FILTER);
  const q = useDebouncedValue(search);
  const filter = filterQuery(useDebouncedValue(more));
  const pages = useTrackPages({ q, sort, kind: kind || undefined, categoryId, filter });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const scrollRef = useRef<HTMLDivElement>(null);
  const tracks = pages.tracks;
  const virtualizer = useVirtualizer({
    count: tracks.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: 6,
    getItemKey: (index) => tracks[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  useLoadMoreNearEnd(items, tracks.length, pages);

  // A selection made under another filter would edit tracks no longer on screen.
  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setSelected(new Set());
    };
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  if (pages.isPending) return <p role="status">Cargando canciones...</p>;
  if (pages.isError)
    return (
      <p role="alert" className="text-red-600">
        No se pudieron cargar las canciones.
      </p>
    );

  return (
    <div>
      <TrackFilters
        search={search}
        onSearch={setSearch}
        sort={sort}
        onSort={setSort}
        kind={kind}
        onKind={refilter(setKind)}
        categoryId={categoryId}
        onCategory={refilter(setCategoryId)}
      />
      <TrackMoreFilters value={more} onChange={refilter(setMore)} />
      {tracks.length > 0 && (
        <TrackSelectionBar
          filter={filter}
          tracks={tracks}
          total={pages.total}
          q={q}
          kind={kind}
          categoryId={categoryId}
          selected={selected}
          onSelect={setSelected}
        />
      )}
      {tracks.length === 0 ? (
        <p className="py-8 text-center text-gray-600">
          {q.trim() ? 'No se encontraron canciones que coincidan con tu búsqueda.' : 'No hay canciones disponibles.'}
        </p>
      ) : (
        <div ref={scrollRef} className="max-h-[70vh] overflow-y-auto rounded-lg border border-gray-200 bg-white">
          <div
            role="table"
            aria-label="Mis canciones"
            aria-rowcount={pages.total}
            onKeyDown={(event) => handleRowKeys(event, tracks.length, (index) => virtualizer.scrollToIndex(index))}
          >
            <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
              {items.map((item) => {
                const track = tracks[item.index];
                if (!track) return null;
                return (
                  <TrackRow
                    key={item.key}
                    track={track}
                    rowIndex={item.index + 1}
                    selected={selected.has(track.id)}
                    onSelect={(on) => toggle(track.id, on)}
                    rowRef={virtualizer.measureElement}
                    style={{
                      position: 'absolute',
                      top: 0,
                      left: 0,
                      width: '100%',
                      transform: `translateY(${item.start}px)`,
                    }}
                  />
                );
              })}
            </div>
          </div>
          {pages.isFetchingNextPage && (
            <p role="status" className="py-2 text-center text-sm text-gray-600">
              Cargando canciones...
            </p>
          )}
        </div>
      )}
    </div>
  );
}
