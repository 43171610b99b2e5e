import type { VirtualItem } from '@tanstack/react-virtual';
import { useEffect } from 'react';

/** Rows before the end of what is loaded at which the next page is asked for. */
const PREFETCH_ROWS = 30;

interface Paging {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): unknown;
}

/**
 * Infinite lists that render only the rows on screen: the next page is fetched once the last rendered row comes
 * within PREFETCH_ROWS of the rows loaded so far, so scrolling never reaches an empty end.
 */
export function useLoadMoreNearEnd(items: readonly VirtualItem[], loaded: number, paging: Paging): void {
  const lastIndex = items.at(-1)?.index ?? -1;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = paging;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= loaded - PREFETCH_ROWS) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, lastIndex, loaded, fetchNextPage]);
}
