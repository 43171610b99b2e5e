import type { z } from 'zod';
import { LISTS } from '../../../../shared/web-app/ui-settings';
import {
  artistSearchSchema,
  featuredPlaylistsSchema,
  type ProviderArtist,
  type ProviderPlaylist,
  providerPlaylistSchema,
} from './provider-schemas';

/** Errors of the provider calls, with the spec's messages (§8); `expired` tells callers to forget the token. */
export class SpotifyError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'SpotifyError';
  }

  get expired(): boolean {
    return this.status === 401;
  }
}

export const NO_TOKEN_MESSAGE = 'No Spotify access token available';

async function call<S extends z.ZodType>(
  base: string,
  token: string | null,
  path: string,
  schema: S,
  signal?: AbortSignal,
): Promise<z.output<S>> {
  if (!token) throw new SpotifyError(NO_TOKEN_MESSAGE, null);
  const res = await fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${token}` }, signal });
  if (res.status === 401) throw new SpotifyError('Spotify token expired', 401);
  if (!res.ok)
    throw new SpotifyError(`Spotify API error: ${res.status} ${res.statusText || (await res.text())}`, res.status);
  const parsed = schema.safeParse(await res.json());
  if (!parsed.success) throw new SpotifyError(`Spotify API error: ${res.status} unexpected answer`, res.status);
  return parsed.data;
}

/** The featured playlists (limit 10, spec §7). */
export async function fetchFeaturedPlaylists(
  base: string,
  token: string | null,
  signal?: AbortSignal,
): Promise<ProviderPlaylist[]> {
  const data = await call(
    base,
    token,
    `/browse/featured-playlists?limit=${LISTS.featuredPlaylistsLimit}`,
    featuredPlaylistsSchema,
    signal,
  );
  return data.playlists.items.filter((p): p is ProviderPlaylist => p !== null).slice(0, LISTS.featuredPlaylistsLimit);
}

export function fetchPlaylist(
  base: string,
  token: string | null,
  id: string,
  signal?: AbortSignal,
): Promise<ProviderPlaylist> {
  return call(base, token, `/playlists/${encodeURIComponent(id)}`, providerPlaylistSchema, signal);
}

/** The provider's best match for an artist name, or null when it knows none. */
export async function searchProviderArtist(
  base: string,
  token: string | null,
  name: string,
  signal?: AbortSignal,
): Promise<ProviderArtist | null> {
  const query = new URLSearchParams({ q: name, type: 'artist', limit: '1' });
  const data = await call(base, token, `/search?${query}`, artistSearchSchema, signal);
  return data.artists.items[0] ?? null;
}

/** Featured playlists shown in two sections, half and half (spec §9). */
export function splitInHalves<T>(items: readonly T[]): [T[], T[]] {
  const middle = Math.ceil(items.length / 2);
  return [items.slice(0, middle), items.slice(middle)];
}
