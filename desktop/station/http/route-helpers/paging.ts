import { foldText, type Page, type PageQuery } from '../../../../shared/schemas/common/paging';

export interface ListPaging<T, S extends string> {
  /** The text a search looks in (every word of `q` must be in it, accents and case ignored). */
  text(item: T): string;
  /** Comparators per sortable column, ascending. */
  sorts: Record<S, (a: T, b: T) => number>;
  /** The sort without `sort`; its direction is `defaultOrder`. */
  defaultSort: S;
  defaultOrder?: 'asc' | 'desc';
}

/**
 * Search, sort and slice a list already in memory. For the admin's own lists (playlists, campaigns: tens to
 * hundreds of rows) and for cached aggregates (artists); the tracks and other lists that grow with the archive
 * page in SQL instead.
 */
export function pageOf<T, S extends string>(
  items: readonly T[],
  query: PageQuery<S>,
  paging: ListPaging<T, S>,
): Page<T> {
  const words = query.q ? foldText(query.q).split(/\s+/).filter(Boolean) : [];
  const matching = words.length
    ? items.filter((item) => {
        const haystack = foldText(paging.text(item));
        return words.every((word) => haystack.includes(word));
      })
    : [...items];
  const sort = query.sort ?? paging.defaultSort;
  const order = query.order ?? (query.sort ? 'asc' : (paging.defaultOrder ?? 'asc'));
  const compare = paging.sorts[sort];
  matching.sort((a, b) => (order === 'desc' ? compare(b, a) : compare(a, b)));
  return {
    items: matching.slice(query.offset, query.offset + query.limit),
    total: matching.length,
    offset: query.offset,
    limit: query.limit,
  };
}

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
/** Text order for sort comparators: accents and case ignored, numbers in number order. */
export const byText =
  <T>(field: (item: T) => string | null | undefined) =>
  (a: T, b: T): number =>
    collator.compare(field(a) ?? '', field(b) ?? '');
export const byNumber =
  <T>(field: (item: T) => number | null | undefined) =>
  (a: T, b: T): number =>
    (field(a) ?? 0) - (field(b) ?? 0);
