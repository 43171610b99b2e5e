import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useRef, useState } from 'react';
import type { Track } from '../../../../shared/schemas/library/tracks';
import { useTrackPages } from '../../lib/track-pages';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { formatDuration } from '../music/format';
import { inputClass } from './styles';
import { useLoadMoreNearEnd } from '../../lib/use-load-more';
import { songCount } from './counts';

const ROW_ESTIMATE_PX = 52;

interface Props {
  /** Id of the search box, for a visible <label htmlFor> outside. */
  searchId?: string;
  /** The search box's accessible name (aria-label), when it needs one of its own. */
  searchLabel?: string;
  placeholder: string;
  /** Accessible name of the results list. */
  resultsLabel: string;
  /** Results appear only once something is typed (the studio keeps its queue on screen until then). */
  searchFirst?: boolean;
  disabled?: boolean;
  /** Tailwind max-height of the results box. */
  heightClass?: string;
  invalid?: boolean;
  describedBy?: string;
  /** The row's control: "Añadir", "Elegir", "Poner a continuación"... `clearSearch` empties the box after a pick. */
  renderAction(track: Track, clearSearch: () => void): ReactNode;
}

/**
 * A song picker over the whole library without loading it: the server searches title, artist and album (accents
 * and case ignored, GET /api/tracks?q=), a page at a time as the results scroll, and only the results on screen are
 * rendered. Every page that picks songs (playlists, schedule, campaigns, studio) uses this one; each brings its labels
 * and its row control.
 */
export function TrackPicker({
  searchId,
  searchLabel,
  placeholder,
  resultsLabel,
  searchFirst = false,
  disabled = false,
  heightClass = 'max-h-80',
  invalid,
  describedBy,
  renderAction,
}: Props) {
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query);
  const typed = q.trim() !== '';
  const pages = useTrackPages({ q, sort: 'title' }, { enabled: !searchFirst || typed });
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
  useLoadMoreNearEnd(items, shown.length, pages);
  const clearSearch = () => setQuery('');

  let body: ReactNode;
  if (pages.isError)
    body = (
      <p role="alert" className="text-sm text-red-600">
        No se pudo cargar la biblioteca.
      </p>
    );
  else if (searchFirst && !typed) body = null;
  else if (pages.isPending) body = <p className="text-sm text-gray-600">Cargando canciones...</p>;
  else if (shown.length === 0)
    body = (
      <p className="text-sm text-gray-600">
        {typed
          ? 'No se encontraron canciones que coincidan con tu búsqueda.'
          : 'La biblioteca está vacía: sube canciones en «Subir Música».'}
      </p>
    );
  else
    body = (
      <>
        <ul
          ref={scrollRef}
          aria-label={resultsLabel}
          className={`relative ${heightClass} overflow-y-auto rounded-md border border-gray-200`}
        >
          <li aria-hidden style={{ height: virtualizer.getTotalSize() }} className="list-none" />
          {items.map((item) => {
            const track = shown[item.index];
            if (!track) return null;
            return (
              <li
                key={item.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                aria-setsize={pages.total}
                aria-posinset={item.index + 1}
                className="absolute left-0 top-0 flex w-full items-center gap-3 border-b border-gray-100 bg-white p-2"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{track.title}</p>
                  <p className="truncate text-xs text-gray-600">
                    {[track.artist || '-', track.album].filter(Boolean).join(' · ')}
                  </p>
                </div>
                <span className="text-sm tabular-nums text-gray-600">{formatDuration(track.duration)}</span>
                {renderAction(track, clearSearch)}
              </li>
            );
          })}
        </ul>
        <p className="text-xs text-gray-500">{songCount(pages.total)}</p>
      </>
    );

  return (
    <div className="space-y-2">
      <input
        id={searchId}
        type="search"
        aria-label={searchLabel}
        placeholder={placeholder}
        value={query}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => setQuery(event.target.value)}
        // Pickers sit inside forms: Enter here searches, it must not submit the form.
        onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
        className={inputClass}
      />
      {!disabled && body}
    </div>
  );
}
