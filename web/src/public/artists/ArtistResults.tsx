import { useQuery } from '@tanstack/react-query';
import { Disc3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { apiQuery, wholeList } from '../../lib/api';
import { Spinner } from '../content-ui/Spinner';

/** Library artists matching the submitted search, each a button that opens its details. */
export function ArtistResults({ query, onSelect }: { query: string; onSelect(name: string): void }) {
  const { t } = useTranslation();
  const results = useQuery({ ...apiQuery('artists.list', { query: { q: query } }), select: wholeList });
  if (results.isPending) return <Spinner label={t('artists.searching')} />;
  if (results.isError)
    return (
      <p role="alert" className="text-red-800">
        {t('artists.searchError')}
      </p>
    );
  return (
    <section aria-labelledby="artist-results" className="flex flex-col gap-3">
      <h2 id="artist-results" className="text-lg font-bold text-gray-900">
        {t('artists.results', { query })}
      </h2>
      {results.data.length === 0 ? (
        <p role="status" className="text-gray-800">
          {t('artists.noResults')}
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {results.data.map((artist) => (
            <li key={artist.name}>
              <button
                type="button"
                onClick={() => onSelect(artist.name)}
                className="flex w-full items-center gap-3 rounded-lg border border-gray-200 bg-white p-3 text-left shadow-sm hover:bg-gray-50"
              >
                {artist.coverImageUrl ? (
                  <img src={artist.coverImageUrl} alt="" className="h-14 w-14 rounded-md object-cover" />
                ) : (
                  <span className="flex h-14 w-14 items-center justify-center rounded-md bg-red-50">
                    <Disc3 aria-hidden="true" className="h-7 w-7 text-red-700" />
                  </span>
                )}
                <span>
                  <span className="block font-semibold text-gray-900">{artist.name}</span>
                  <span className="block text-sm text-gray-700">
                    {t('artists.summary', {
                      tracks: t('artists.counts.tracks', { count: artist.trackCount }),
                      albums: t('artists.counts.albums', { count: artist.albumCount }),
                      plays: t('artists.counts.plays', { count: artist.plays }),
                    })}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
