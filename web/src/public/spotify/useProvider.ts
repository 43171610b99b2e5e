import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchFeaturedPlaylists } from './spotify-client';
import { useSpotifyToken } from './token-store';
import { apiQuery } from '../../lib/api';

/** The provider's API base comes from the station (tests point it at a local fake). */
export function useProviderBase(): string | undefined {
  return useQuery({ ...apiQuery('station.siteConfig') }).data?.spotifyApiBase;
}

export const featuredKey = (token: string | null) => ['spotify', 'featured', token] as const;

/** Featured playlists for the connected token; idle while disconnected or before the base is known. */
export function useFeaturedPlaylists() {
  const base = useProviderBase();
  const token = useSpotifyToken((s) => s.token);
  return useQuery({
    queryKey: featuredKey(token),
    queryFn: ({ signal }) => fetchFeaturedPlaylists(base!, token, signal),
    enabled: Boolean(base && token),
  });
}

/** Connect only after the provider accepted the token: a bad paste never gets stored. */
export function useConnectProvider() {
  const queryClient = useQueryClient();
  const base = useProviderBase();
  const connect = useSpotifyToken((s) => s.connect);
  return async (token: string) => {
    if (!base) throw new Error('provider base unknown');
    await queryClient.fetchQuery({
      queryKey: featuredKey(token),
      queryFn: ({ signal }) => fetchFeaturedPlaylists(base, token, signal),
    });
    connect(token);
  };
}
