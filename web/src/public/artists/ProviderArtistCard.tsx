import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LISTS } from '../../../../shared/web-app/ui-settings';
import { formatCount } from '../../../../shared/text/format-number';
import type { ProviderArtist } from '../spotify/provider-schemas';

/** What the connected provider says about the artist: genres (max 3 badges), followers, popularity, link. */
export function ProviderArtistCard({ artist }: { artist: ProviderArtist }) {
  const { t, i18n } = useTranslation();
  const followers = artist.followers?.total;
  return (
    <section
      aria-labelledby="provider-artist"
      className="flex flex-col gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-4"
    >
      <h3 id="provider-artist" className="font-bold text-gray-900">
        {t('artists.provider.title', { name: artist.name })}
      </h3>
      {artist.genres.length > 0 && (
        <ul aria-label={t('artists.provider.genres')} className="flex flex-wrap gap-2">
          {artist.genres.slice(0, LISTS.genreBadgesMax).map((genre) => (
            <li
              key={genre}
              className="rounded-full bg-white px-2 py-0.5 text-sm font-medium text-emerald-900 ring-1 ring-emerald-300"
            >
              {genre}
            </li>
          ))}
        </ul>
      )}
      <dl className="grid grid-cols-2 gap-2 text-sm text-gray-800">
        {typeof followers === 'number' && (
          <div>
            <dt className="font-medium">{t('artists.provider.followers')}</dt>
            <dd>{formatCount(followers, i18n.language)}</dd>
          </div>
        )}
        {typeof artist.popularity === 'number' && (
          <div>
            <dt className="font-medium">{t('artists.provider.popularity')}</dt>
            <dd>{artist.popularity}/100</dd>
          </div>
        )}
      </dl>
      {artist.external_urls.spotify && (
        <a
          href={artist.external_urls.spotify}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex w-fit items-center gap-1 font-medium text-emerald-900 hover:underline"
        >
          {t('artists.provider.open')}
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
        </a>
      )}
    </section>
  );
}
