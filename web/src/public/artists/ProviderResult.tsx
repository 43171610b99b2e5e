import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { searchProviderArtist } from '../spotify/spotify-client';
import { useSpotifyToken } from '../spotify/token-store';
import { useProviderBase } from '../spotify/useProvider';

/** With a connected provider, its best match for the search too, so artists outside the library can be explored. */
export function ProviderResult({ query, onSelect }: { query: string; onSelect(name: string): void }) {
  const { t } = useTranslation();
  const base = useProviderBase();
  const token = useSpotifyToken((s) => s.token);
  const match = useQuery({
    queryKey: ['artist-provider-search', query, token],
    enabled: Boolean(base && token && query),
    queryFn: ({ signal }) => searchProviderArtist(base!, token, query, signal),
  });
  if (!match.data) return null;
  return (
    <section aria-labelledby="provider-result" className="flex flex-col gap-2">
      <h2 id="provider-result" className="text-lg font-bold text-gray-900">
        {t('artists.provider.result')}
      </h2>
      <button
        type="button"
        onClick={() => onSelect(match.data!.name)}
        className="w-full rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-left font-semibold text-gray-900 hover:bg-emerald-100 sm:w-1/2"
      >
        {match.data.name}
      </button>
    </section>
  );
}
