import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTrackPages } from '../../lib/track-pages';
import { usePlayer } from '../../stores/player';
import { formatTime } from '../player/format-time';
import { useLoadMoreNearEnd } from '../../lib/use-load-more';

const ROW_ESTIMATE_PX = 37;
/** Ask for the next page this many rows before the end of what is loaded, so scrolling rarely waits. */

/**
 * The library as a table (#, Título, Artista, Álbum, Duración); a click anywhere on a row plays it. Newest first like
 * the spec's list, a page at a time as the listener scrolls, with only the rows on screen in the table (spacer rows
 * stand for the others, so it stays a real table, aria-rowcount counting the whole library).
 */
export function TrackTable() {
  const { t } = useTranslation();
  const pages = useTrackPages({ q: '', kind: 'music' });
  const currentId = usePlayer((s) => (s.currentStream ? null : (s.currentTrack?.id ?? null)));
  const list = pages.tracks;
  const tableRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const hasRows = list.length > 0;
  // The table mounts with its first rows: where it starts on the page is measured then.
  useLayoutEffect(() => {
    const top = tableRef.current?.getBoundingClientRect().top;
    if (top !== undefined) setScrollMargin(top + window.scrollY);
  }, [hasRows]);
  const virtualizer = useWindowVirtualizer({
    count: list.length,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: 8,
    scrollMargin,
    getItemKey: (index) => list[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  useLoadMoreNearEnd(items, list.length, pages);

  if (!hasRows)
    return <p className="text-gray-700">{pages.isPending ? t('player.loading') : t('music.emptyLibrary')}</p>;
  const before = Math.max(0, (items[0]?.start ?? scrollMargin) - scrollMargin);
  const after = Math.max(0, virtualizer.getTotalSize() - ((items.at(-1)?.end ?? scrollMargin) - scrollMargin));
  return (
    <div ref={tableRef} className="overflow-x-auto rounded-xl border border-gray-200 bg-white">
      <table className="w-full text-left text-sm" aria-rowcount={pages.total + 1}>
        <caption className="sr-only">{t('streaming.tracksTitle')}</caption>
        <thead className="bg-gray-100 text-gray-800">
          <tr aria-rowindex={1}>
            <th scope="col" className="px-3 py-2">
              #
            </th>
            <th scope="col" className="px-3 py-2">
              {t('streaming.columns.title')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('streaming.columns.artist')}
            </th>
            <th scope="col" className="hidden px-3 py-2 sm:table-cell">
              {t('streaming.columns.album')}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t('streaming.columns.duration')}
            </th>
          </tr>
        </thead>
        <tbody>
          {before > 0 && <tr aria-hidden style={{ height: before }} />}
          {items.map((item) => {
            const track = list[item.index];
            if (!track) return null;
            const current = track.id === currentId;
            return (
              <tr
                key={item.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                aria-rowindex={item.index + 2}
                className={`relative border-t border-gray-100 hover:bg-gray-50 ${current ? 'bg-red-50 font-semibold text-brand' : ''}`}
                aria-current={current ? 'true' : undefined}
              >
                <td className="px-3 py-2 tabular-nums">{item.index + 1}</td>
                <td className="px-3 py-2">
                  {/* The button stretches over the whole row, so the row is clickable and keyboard-reachable. */}
                  <button
                    type="button"
                    onClick={() => usePlayer.getState().playTrack(track)}
                    className="text-left after:absolute after:inset-0 after:content-['']"
                  >
                    {track.title || t('player.untitled')}
                  </button>
                  {/* Phones have no room for the album column: the album goes under the title instead. */}
                  <span className="block text-xs font-normal text-gray-600 sm:hidden">{track.album || '-'}</span>
                </td>
                <td className="px-3 py-2">{track.artist || t('player.unknownArtist')}</td>
                <td className="hidden px-3 py-2 sm:table-cell">{track.album || '-'}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatTime(track.duration)}</td>
              </tr>
            );
          })}
          {after > 0 && <tr aria-hidden style={{ height: after }} />}
        </tbody>
      </table>
      {pages.isFetchingNextPage && (
        <p role="status" className="py-3 text-center text-sm text-gray-700">
          {t('player.loading')}
        </p>
      )}
    </div>
  );
}
