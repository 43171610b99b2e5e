import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchFeaturedPlaylists, fetchPlaylist, NO_TOKEN_MESSAGE, SpotifyError, splitInHalves } from './spotify-client';

const base = 'http://provider.test/v1';
const playlist = (id: string) => ({
  id,
  name: `Lista ${id}`,
  description: null,
  images: [{ url: 'x' }],
  external_urls: {},
  tracks: { total: 3 },
});
const answer = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText });

afterEach(() => vi.unstubAllGlobals());

describe('provider client', () => {
  it('refuses to call without a token', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchFeaturedPlaylists(base, null)).rejects.toThrowError(NO_TOKEN_MESSAGE);
    await expect(fetchFeaturedPlaylists(base, '')).rejects.toThrowError('No Spotify access token available');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for 10 featured playlists with the bearer token', async () => {
    const fetchMock = vi.fn(async () =>
      answer(200, { playlists: { items: Array.from({ length: 12 }, (_, i) => playlist(String(i))) } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const lists = await fetchFeaturedPlaylists(base, 'tok');
    expect(lists).toHaveLength(10);
    expect(fetchMock).toHaveBeenCalledWith(
      `${base}/browse/featured-playlists?limit=10`,
      expect.objectContaining({ headers: { Authorization: 'Bearer tok' } }),
    );
  });

  it('reports an expired token on 401 and other statuses with status and text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(401, {})),
    );
    const expired = await fetchPlaylist(base, 'tok', 'p1').catch((e: unknown) => e);
    expect(expired).toBeInstanceOf(SpotifyError);
    expect((expired as SpotifyError).message).toBe('Spotify token expired');
    expect((expired as SpotifyError).expired).toBe(true);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(503, {}, 'Service Unavailable')),
    );
    await expect(fetchPlaylist(base, 'tok', 'p1')).rejects.toThrowError('Spotify API error: 503 Service Unavailable');
  });

  it('keeps playlist tracks, dropping removed (null) ones', async () => {
    const track = {
      id: 't1',
      name: 'Tema',
      artists: [{ name: 'A' }],
      album: { name: 'Disco', images: [] },
      preview_url: null,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, { ...playlist('p1'), tracks: { total: 2, items: [{ track }, { track: null }] } })),
    );
    const detail = await fetchPlaylist(base, 'tok', 'p1');
    expect(detail.tracks.items?.map((i) => i.track?.name ?? null)).toEqual(['Tema', null]);
  });
});

describe('splitInHalves', () => {
  it('splits ten into five and five, and an odd count with the extra one first', () => {
    expect(splitInHalves([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toEqual([
      [1, 2, 3, 4, 5],
      [6, 7, 8, 9, 10],
    ]);
    expect(splitInHalves([1, 2, 3])).toEqual([[1, 2], [3]]);
    expect(splitInHalves([])).toEqual([[], []]);
  });
});
