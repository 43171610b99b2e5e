import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Track } from '../../../../shared/schemas/library/tracks';
import { handleRowKeys } from '../../lib/row-keys';
import { usePlayer } from '../../stores/player';
import { TrackRow } from './TrackRow';
import { useLoadMoreNearEnd } from '../../lib/use-load-more';

// A collapsed row is about 72 px plus its gap; expanded rows are measured.
const ROW_ESTIMATE_PX = 80;
/** Ask for the next page this many rows before the end of what is loaded, so scrolling rarely waits. */

interface Props {
  tracks: readonly Track[];
  total: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
}

/**
 * The library as a table where only the rows on screen exist (TanStack Virtual against the window's scroll), so a
 * 20,000-song archive costs a phone a few dozen rows. aria-rowcount says how many there are in all.
 */
export function LibraryTable({ tracks, total, hasNextPage, isFetchingNextPage, fetchNextPage }: Props) {
  const { t } = useTranslation();
  const tableRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    setScrollMargin(tableRef.current?.offsetTop ?? 0);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: tracks.length,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: 6,
    scrollMargin,
    getItemKey: (index) => tracks[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  // A queue taken from this list follows it when the listener sorts, searches or scrolls more in.
  useEffect(() => usePlayer.getState().followList(tracks), [tracks]);
  useLoadMoreNearEnd(items, tracks.length, { hasNextPage, isFetchingNextPage, fetchNextPage });

  return (
    <div
      ref={tableRef}
      role="table"
      aria-label={t('music.allTab')}
      aria-rowcount={total}
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
              list={tracks}
              rowIndex={item.index + 1}
              rowRef={virtualizer.measureElement}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
              }}
            />
          );
        })}
      </div>
      {isFetchingNextPage && (
        <p role="status" className="py-3 text-center text-sm text-gray-700">
          {t('player.loading')}
        </p>
      )}
    </div>
  );
}
