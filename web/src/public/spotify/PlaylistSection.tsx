import { Music } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProviderPlaylist } from './provider-schemas';

/** One of the two halves of the featured playlists. */
export function PlaylistSection({
  title,
  playlists,
  onSelect,
}: {
  title: string;
  playlists: readonly ProviderPlaylist[];
  onSelect(p: ProviderPlaylist): void;
}) {
  const { t } = useTranslation();
  if (playlists.length === 0) return null;
  const id = `playlists-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-bold text-gray-900">
        {title}
      </h2>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {playlists.map((playlist) => (
          <li key={playlist.id}>
            <button
              type="button"
              onClick={() => onSelect(playlist)}
              className="group flex w-full flex-col gap-2 rounded-lg p-1 text-left hover:bg-gray-50"
            >
              {playlist.images?.[0] ? (
                <img
                  src={playlist.images[0].url}
                  alt=""
                  loading="lazy"
                  className="aspect-square w-full rounded-md bg-gray-100 object-cover"
                />
              ) : (
                <span className="flex aspect-square w-full items-center justify-center rounded-md bg-emerald-50">
                  <Music aria-hidden="true" className="h-10 w-10 text-emerald-700" />
                </span>
              )}
              <span className="font-semibold text-gray-900 group-hover:underline">{playlist.name}</span>
              <span className="text-sm text-gray-700">{t('spotify.trackCount', { count: playlist.tracks.total })}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
