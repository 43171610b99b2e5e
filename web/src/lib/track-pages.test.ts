import { describe, expect, it } from 'vitest';
import { MUSIC_FIRST_PAGE, trackPageQuery, trackPageUrl } from '../../../shared/web-app/track-page-url';
import { apiUrl } from './api';

describe('a page of the library', () => {
  // The server preloads /music's first page by URL: a fetch of any other spelling would download it twice.
  it('is fetched at the URL the server preloads', () => {
    expect(apiUrl('tracks.list', { query: trackPageQuery(MUSIC_FIRST_PAGE, 0) })).toBe(
      trackPageUrl(MUSIC_FIRST_PAGE, 0),
    );
    const search = { q: ' Mar y cielo ', sort: 'artist', order: 'desc', kind: 'music' } as const;
    expect(apiUrl('tracks.list', { query: trackPageQuery(search, 200, 50) })).toBe(trackPageUrl(search, 200, 50));
    expect(trackPageUrl(search, 200, 50)).toBe(
      // Literal URL: the one spelling the server preloads, key by key, written out.
      '/api/tracks?offset=200&limit=50&q=Mar%20y%20cielo&sort=artist&order=desc&kind=music',
    );
  });
});
