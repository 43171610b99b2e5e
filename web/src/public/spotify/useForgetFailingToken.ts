import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../stores/toasts';
import { useSpotifyToken } from './token-store';
import { useFeaturedPlaylists } from './useProvider';

/**
 * A new token is only stored after the provider accepted it, so when the featured playlists fail
 * the token is a stored one (expired, revoked): it is removed, as the spec asks, and the visitor told.
 */
export function useForgetFailingToken() {
  const { t } = useTranslation();
  const featured = useFeaturedPlaylists();
  const disconnect = useSpotifyToken((s) => s.disconnect);
  useEffect(() => {
    if (!featured.isError) return;
    console.error('featured playlists failed', featured.error);
    toast({ title: t('spotify.playlistsError'), description: featured.error.message, variant: 'destructive' });
    disconnect();
  }, [featured.isError, featured.error, disconnect, t]);
}
