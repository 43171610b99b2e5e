import { useMutation } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, useState } from 'react';
import { TRACK_KINDS, type TrackKind } from '../../../../shared/schemas/tracks';
import { api } from '../../lib/api';
import { handleRowKeys } from '../../lib/row-keys';
import { useTrackPages } from '../../lib/track-pages';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { dangerButton, inputClass } from '../common/styles';
import { BulkEditDialog } from './BulkEditDialog';
import { TRACK_KIND_FILTER } from './track-kinds';
import { TrackRow } from './TrackRow';
import { useBulkTrackMutations } from './useBulkTrackMutations';
import { useLoadMoreNearEnd } from '../../lib/use-load-more';
import { songCount } from '../common/counts';
import { plural } from '../../../../shared/plural';

type SortKey = 'title' | 'artist' | 'album' | 'duration';
const SORTS: Record<SortKey, string> = { title: 'Título', artist: 'Artista', album: 'Álbum', duration: 'Duración' };

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
  const q = useDebouncedValue(search);
  const pages = useTrackPages({ q, sort, kind: kind || undefined });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const bulk = useBulkTrackMutations(() => setSelected(new Set()));
  // Every song the search matches, not only the rows loaded so far (ids only: 20,000 of them are about 120 kB).
  const selectMatching = useMutation({
    mutationFn: () => api('tracks.selection', { query: { q: q.trim(), kind: kind || undefined } }),
    onSuccess: ({ ids }) => setSelected(new Set(ids)),
  });
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

  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allLoadedSelected = tracks.length > 0 && tracks.every((t) => selected.has(t.id));
  const ids = [...selected];

  if (pages.isPending) return <p role="status">Cargando canciones...</p>;
  if (pages.isError)
    return (
      <p role="alert" className="text-red-600">
        No se pudieron cargar las canciones.
      </p>
    );

  return (
    <div>
      <div className="mb-4 flex flex-wrap gap-2">
        <input
          type="search"
          aria-label="Buscar canciones"
          placeholder="Buscar por título, artista o álbum"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className={`${inputClass} max-w-sm`}
        />
        <label className="flex items-center gap-2 whitespace-nowrap text-sm">
          Ordenar por
          <select value={sort} onChange={(e) => setSort(e.target.value as SortKey)} className={`${inputClass} w-auto`}>
            {Object.entries(SORTS).map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 whitespace-nowrap text-sm">
          Tipo
          <select
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as TrackKind | '');
              // A selection made under another filter would edit tracks no longer on screen.
              setSelected(new Set());
            }}
            className={`${inputClass} w-auto`}
          >
            <option value="">Todos</option>
            {TRACK_KINDS.map((value) => (
              <option key={value} value={value}>
                {TRACK_KIND_FILTER[value]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {tracks.length > 0 && (
        <div className="mb-2 flex flex-wrap items-center gap-3 text-sm">
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              className="h-4 w-4"
              checked={allLoadedSelected}
              onChange={(e) => setSelected(e.target.checked ? new Set(tracks.map((t) => t.id)) : new Set())}
            />
            {plural(tracks.length, { one: 'Seleccionar la cargada', other: 'Seleccionar las # cargadas' })}
          </label>
          {pages.total > tracks.length && selected.size < pages.total && (
            <button
              type="button"
              className="text-blue-700 underline disabled:opacity-50"
              disabled={selectMatching.isPending}
              onClick={() => selectMatching.mutate()}
            >
              {q.trim()
                ? plural(pages.total, { one: 'Seleccionar la que coincide', other: 'Seleccionar las # que coinciden' })
                : plural(pages.total, { one: 'Seleccionar la canción', other: 'Seleccionar las # canciones' })}
            </button>
          )}
          {selectMatching.isError && (
            <span role="alert" className="text-red-600">
              No se pudo seleccionar: vuelve a intentarlo.
            </span>
          )}
          <span className="text-gray-600">
            {songCount(pages.total)}
            {selected.size > 0
              ? ` · ${plural(selected.size, { one: '# seleccionada', other: '# seleccionadas' })}`
              : ''}
          </span>
          {bulk.progress && (
            <span role="status">
              <progress className="mr-2 align-middle" max={bulk.progress.total} value={bulk.progress.done} />
              {bulk.progress.verb} {bulk.progress.done} de {bulk.progress.total}…
            </span>
          )}
          {selected.size > 0 && (
            <div className="flex gap-2" role="group" aria-label="Acciones con la selección">
              <BulkEditDialog
                count={selected.size}
                busy={bulk.edit.isPending}
                onSave={(changes, close) => bulk.edit.mutate({ ids, changes }, { onSuccess: close })}
              />
              <ConfirmDialog
                title={`¿Eliminar ${songCount(selected.size)}?`}
                description={`${plural(selected.size, {
                  one: 'La canción seleccionada se eliminará de la biblioteca junto con su archivo.',
                  other: 'Las # canciones seleccionadas se eliminarán de la biblioteca junto con sus archivos.',
                })} Esta acción no se puede deshacer.`}
                onConfirm={() => bulk.remove.mutate(ids)}
                trigger={
                  <button type="button" className={dangerButton} disabled={bulk.remove.isPending}>
                    Eliminar selección
                  </button>
                }
              />
            </div>
          )}
        </div>
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
