import { useTranslation } from 'react-i18next';
import { formatMinutesSeconds } from '../../../../shared/text/format-duration';
import type { LibraryArtistDetail } from '../../../../shared/schemas/public/artists';
import { formatCount } from '../../../../shared/text/format-number';

const KNOWN_TRACKS = 3;
const duration = formatMinutesSeconds;

/** The station's own facts: tracks, albums and how often they were played on air. */
export function LibraryArtistCard({ artist }: { artist: LibraryArtistDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="library-artist" className="flex flex-col gap-3">
      <h3 id="library-artist" className="font-bold text-gray-900">
        {t('artists.library.title')}
      </h3>
      <dl className="grid grid-cols-3 gap-2 text-center">
        {(
          [
            ['tracks', artist.trackCount],
            ['albums', artist.albumCount],
            ['plays', artist.plays],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="rounded-md bg-gray-100 p-2">
            <dt className="text-sm text-gray-700">{t(`artists.library.${key}`)}</dt>
            <dd className="text-xl font-bold text-gray-900">{formatCount(value, i18n.language)}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h4 className="font-semibold text-gray-900">{t('artists.library.knownTracks')}</h4>
        <ol className="mt-1 list-decimal pl-6 text-gray-800">
          {artist.tracks.slice(0, KNOWN_TRACKS).map((track) => (
            <li key={track.id}>
              {track.title}{' '}
              <span className="text-sm text-gray-700">
                ({duration(track.duration)} · {t('artists.counts.plays', { count: track.plays })})
              </span>
            </li>
          ))}
        </ol>
      </div>
      {artist.albums.length > 0 && (
        <div>
          <h4 className="font-semibold text-gray-900">{t('artists.library.albumList')}</h4>
          <ul className="mt-1 flex flex-wrap gap-2">
            {artist.albums.map((album) => (
              <li key={album.name} className="rounded-md bg-gray-100 px-2 py-1 text-sm text-gray-800">
                {album.name} ({album.trackCount})
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="text-sm text-gray-700">
        {t('artists.library.since', { date: new Date(artist.firstAddedAt).toLocaleDateString(i18n.language) })}
      </p>
    </section>
  );
}
