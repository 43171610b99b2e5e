import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Track, trackSchema } from '../../../../../shared/schemas/library/tracks';
import { startTestStation, type TestStation } from '../../../../../testing/station/test-station';
import { apiClient, apiUrl } from '../../../../../testing/station/api-client';

/** A plain GET (fetch() marks a request carrying If-None-Match as no-cache, which a server must answer in full). */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; etag?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, etag: res.headers.etag });
      })
      .on('error', reject);
  });
}

/**
 * GET /api/tracks without parameters (the spec's full array) is built once per library version, not per request:
 * for 20,000 songs building it held the station's thread 350 ms. It must still follow every change of what it shows.
 */
describe('the full library list', () => {
  let station: TestStation;
  const list = async () => (await apiClient(station).call('tracks.list')) as Track[];
  const add = (title: string) =>
    station.context.repos.tracks.create({
      title,
      artist: 'Ona',
      album: null,
      duration: 100,
      fileName: `${title}.mp3`,
      coverFile: null,
      uploadedBy: 1,
    });

  beforeAll(async () => {
    station = await startTestStation();
  });
  afterAll(() => station.close());

  it('follows additions, edits (genre and album too), deletions, and answers 304 while nothing changed', async () => {
    const first = add('Primera');
    const before = await list();
    expect(before.map((t) => trackSchema.parse(t).title)).toContain('Primera');

    const { etag } = await get(`${station.url}${apiUrl('tracks.list')}`);
    expect(etag).toMatch(/^W\/"library-\d+-music"$/);
    // The engine may still be settling the new song (its analysis marks a missing file broken, a change of the
    // library's version): an unchanged library is one whose ETag holds for two requests in a row.
    let unchanged = false;
    for (let i = 0; i < 30 && !unchanged; i++) {
      const now = await get(`${station.url}${apiUrl('tracks.list')}`);
      unchanged = (await get(`${station.url}${apiUrl('tracks.list')}`, { 'If-None-Match': now.etag! })).status === 304;
      if (!unchanged) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(unchanged).toBe(true);

    const { tracks } = station.context.repos;
    tracks.bulkEdit([first.id], { genre: 'Habaneras' });
    expect((await list()).find((t) => t.id === first.id)).toMatchObject({ genre: 'Habaneras' });
    tracks.bulkEdit([first.id], { album: 'Mareas' });
    expect((await list()).find((t) => t.id === first.id)).toMatchObject({ genre: 'Habaneras', album: 'Mareas' });
    tracks.update(first.id, { title: 'Primera (editada)' });
    expect((await list()).find((t) => t.id === first.id)?.title).toBe('Primera (editada)');
    const second = add('Segunda');
    expect((await list()).map((t) => t.id)).toContain(second.id);
    tracks.remove(first.id);
    expect((await list()).map((t) => t.id)).not.toContain(first.id);

    expect((await get(`${station.url}${apiUrl('tracks.list')}`, { 'If-None-Match': etag! })).status).toBe(200);
  });
});
