import { Search } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MUSIC_FIRST_PAGE } from '../../../../shared/web-app/track-page-url';
import { useTrackPages } from '../../lib/track-pages';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { SORT_KEYS, type SortKey } from '../music/library-view';
import { LibraryTable } from '../music/LibraryTable';
import { RecentPlays } from '../music/RecentPlays';
import { RequestHost } from '../requests/RequestHost';

const tab =
  'flex-1 rounded-md px-4 py-2 text-sm font-semibold text-gray-800 hover:bg-white/70 data-[state=active]:bg-white data-[state=active]:text-brand data-[state=active]:shadow';

/**
 * "Mi Música": search, sort and the two tabs (all songs, recently played from the server's history). The server
 * searches and sorts; the list fetches pages as the listener scrolls and renders only the rows on screen.
 */
export default function MusicPage() {
  const { t } = useTranslation();
  // /music?q=… opens on a search: the rows of /live's "Ha sonado" link to their song this way.
  const [params] = useSearchParams();
  const [search, setSearch] = useState(() => params.get('q') ?? '');
  const [sort, setSort] = useState<SortKey>(MUSIC_FIRST_PAGE.sort as SortKey);
  const q = useDebouncedValue(search);
  const pages = useTrackPages({ q, sort, kind: MUSIC_FIRST_PAGE.kind });
  const searchId = useId();
  const sortId = useId();
  const searching = q.trim() !== '';
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{t('music.title')}</h1>
        {/* /music?pedir=1 opens the request search at once (the embeddable player's request button links here). */}
        <RequestHost openAtStart={params.get('pedir') === '1'} />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <label htmlFor={searchId} className="sr-only">
            {t('music.search')}
          </label>
          <Search
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-gray-600"
            aria-hidden
          />
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('music.searchPlaceholder')}
            className="w-full rounded-md border border-gray-300 bg-white py-2 pl-9 pr-3"
          />
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="text-sm text-gray-800">
            {t('music.sortBy')}
          </label>
          <select
            id={sortId}
            value={sort}
            onChange={(e) => setSort(e.target.value as SortKey)}
            className="rounded-md border border-gray-300 bg-white px-3 py-2"
          >
            {SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {t(`music.sort.${key}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Tabs.Root defaultValue="all">
        <Tabs.List aria-label={t('music.title')} className="flex gap-1 rounded-lg bg-gray-200 p-1">
          <Tabs.Trigger value="all" className={tab}>
            {t('music.allTab')}
          </Tabs.Trigger>
          <Tabs.Trigger value="recent" className={tab}>
            {t('music.recentTab')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="all" className="mt-4">
          {pages.isPending ? (
            <p className="text-gray-700">{t('player.loading')}</p>
          ) : pages.tracks.length === 0 ? (
            <p className="text-gray-700">{searching ? t('music.noMatches') : t('music.emptyLibrary')}</p>
          ) : (
            <LibraryTable
              tracks={pages.tracks}
              total={pages.total}
              hasNextPage={pages.hasNextPage}
              isFetchingNextPage={pages.isFetchingNextPage}
              fetchNextPage={() => void pages.fetchNextPage()}
            />
          )}
        </Tabs.Content>
        <Tabs.Content value="recent" className="mt-4">
          <RecentPlays tracks={pages.tracks} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
