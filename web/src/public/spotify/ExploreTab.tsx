import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../content-ui/Spinner';
import { PlaylistDialog } from './PlaylistDialog';
import { PlaylistSection } from './PlaylistSection';
import type { ProviderPlaylist } from './provider-schemas';
import { splitInHalves } from './spotify-client';
import { useSpotifyToken } from './token-store';
import { useFeaturedPlaylists } from './useProvider';

export function ExploreTab() {
  const { t } = useTranslation();
  const token = useSpotifyToken((s) => s.token);
  const featured = useFeaturedPlaylists();
  const [selected, setSelected] = useState<ProviderPlaylist | null>(null);
  const close = useCallback(() => setSelected(null), []);

  if (!token) return <p className="text-gray-800">{t('spotify.connectFirst')}</p>;
  if (featured.isPending) return <Spinner label={t('spotify.loadingPlaylists')} />;
  if (featured.isError) return <p className="text-gray-800">{t('spotify.playlistsError')}</p>;
  const [first, second] = splitInHalves(featured.data);
  return (
    <div className="flex flex-col gap-8">
      <PlaylistSection title={t('spotify.featured')} playlists={first} onSelect={setSelected} />
      <PlaylistSection title={t('spotify.moreToDiscover')} playlists={second} onSelect={setSelected} />
      <PlaylistDialog playlist={selected} onClose={close} />
    </div>
  );
}
