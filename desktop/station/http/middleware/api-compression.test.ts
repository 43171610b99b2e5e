import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminTestStation } from '../../../../testing/station/admin-helpers';
import { apiUrl } from '../../../../testing/station/api-client';
import { rawGet } from '../../../../testing/station/raw-http';
import type { TestStation } from '../../../../testing/station/test-station';

const get = (station: TestStation, pathname: string, headers: Record<string, string> = {}) =>
  rawGet(`${station.url}${pathname}`, headers);

/** JSON API responses are gzipped like the web files, list responses revalidate with ETag/304; SSE streams as it is. */
describe('/api compression and ETags', () => {
  let station: TestStation;
  let cookie: string;

  beforeAll(async () => {
    station = await startAdminTestStation();
    cookie = await station.login();
    for (let i = 0; i < 300; i++) {
      station.context.repos.tracks.create({
        title: `Canción ${i}`,
        artist: `Artista ${i % 40}`,
        album: 'Archivo',
        duration: 180,
        fileName: `t${i}.mp3`,
        coverFile: null,
        uploadedBy: 1,
      });
    }
  });
  afterAll(() => station.close());

  it('gzips a big JSON response when asked, and sends it as is otherwise', async () => {
    const zipped = await get(station, apiUrl('tracks.list'), { 'Accept-Encoding': 'gzip' });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const list = JSON.parse(gunzipSync(zipped.body).toString('utf8')) as unknown[];
    expect(list).toHaveLength(300);
    expect(zipped.body.length).toBeLessThan(gunzipSync(zipped.body).length / 4);

    const plain = await get(station, apiUrl('tracks.list'), { 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString('utf8'))).toEqual(list);
    expect((await get(station, apiUrl('tracks.list'))).headers['content-encoding']).toBeUndefined();
  });

  it('answers 304 to If-None-Match on list responses, which revalidate instead of being no-store', async () => {
    const lists = [
      apiUrl('tracks.list'),
      apiUrl('tracks.list', { query: { limit: 20 } }),
      apiUrl('playlists.list'),
      apiUrl('campaigns.list'),
      apiUrl('artists.list', { query: { q: 'artista' } }),
    ];
    for (const list of lists) {
      const first = await get(station, list, { Cookie: cookie, 'Accept-Encoding': 'gzip' });
      expect(first.status, list).toBe(200);
      const etag = first.headers.etag;
      expect(etag, list).toMatch(/^W\/".+"$/);
      expect(first.headers['cache-control'], list).toMatch(/no-cache/);
      expect(first.headers['cache-control'], list).not.toMatch(/no-store/);
      const again = await get(station, list, { Cookie: cookie, 'Accept-Encoding': 'gzip', 'If-None-Match': etag! });
      expect(again.status, list).toBe(304);
      expect(again.body.length, list).toBe(0);
    }
    // A change gives a new ETag, so the stale copy is replaced.
    const before = (await get(station, apiUrl('tracks.list'))).headers.etag!;
    station.context.repos.tracks.create({
      title: 'Nueva',
      artist: 'X',
      album: null,
      duration: 1,
      fileName: 'nueva.mp3',
      coverFile: null,
      uploadedBy: 1,
    });
    const after = await get(station, apiUrl('tracks.list'), { 'If-None-Match': before });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before);
  });

  it('keeps other API answers no-store (private, changing data)', async () => {
    const me = await get(station, apiUrl('auth.me'), { Cookie: cookie });
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('streams Server-Sent Events uncompressed, message by message', async () => {
    const controller = new AbortController();
    const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .get(
          `${station.url}${apiUrl('nowPlaying.events')}`,
          { headers: { 'Accept-Encoding': 'gzip' }, signal: controller.signal },
          resolve,
        )
        .on('error', reject);
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['content-encoding']).toBeUndefined();
    let text = '';
    // Two messages (the retry hint and the first now-playing event) arrive while the connection stays open.
    for await (const chunk of res) {
      text += (chunk as Buffer).toString('utf8');
      if (text.split('\n\n').length > 2) break;
    }
    controller.abort();
    const messages = text.split('\n\n').filter(Boolean);
    expect(messages[0]).toBe('retry: 3000');
    expect(messages[1]).toMatch(/^event: now-playing\ndata: \{/);
  });
});
