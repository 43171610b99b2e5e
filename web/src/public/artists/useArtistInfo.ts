import { useQuery } from '@tanstack/react-query';
import { TIMERS } from '../../../../shared/web-app/ui-settings';
import { ApiRequestError, api } from '../../lib/api';
import { searchProviderArtist } from '../spotify/spotify-client';
import { useSpotifyToken } from '../spotify/token-store';
import { useProviderBase } from '../spotify/useProvider';

/** The spec's 500 ms pause before artist info loads; aborted when the visitor picks another artist first. */
function pause(signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, TIMERS.artistInfoDelayMs);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/** What the station's library knows (null when it has no track by this artist). */
export function useLibraryArtist(name: string | null) {
  return useQuery({
    queryKey: ['artist-library', name],
    enabled: name !== null,
    queryFn: async ({ signal }) => {
      await pause(signal);
      try {
        return await api('artists.get', { params: { name: name! }, signal });
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** The provider's match, only while a token is connected. */
export function useProviderArtist(name: string | null) {
  const base = useProviderBase();
  const token = useSpotifyToken((s) => s.token);
  return useQuery({
    queryKey: ['artist-provider', name, token],
    enabled: name !== null && Boolean(base && token),
    queryFn: async ({ signal }) => {
      await pause(signal);
      return searchProviderArtist(base!, token, name!, signal);
    },
  });
}
