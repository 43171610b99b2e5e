import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Sent } from '../../../../../testing/station/api-client';
import { startTestStation, type TestStation } from '../../../../../testing/station/test-station';

let station: TestStation;
beforeAll(async () => {
  station = await startTestStation();
  const { tracks, playHistory } = station.context.repos;
  const add = (title: string, artist: string, album: string | null, fileName: string) =>
    tracks.create({ title, artist, album, duration: 180, fileName, coverFile: null, uploadedBy: 0 });
  const a = add('Mar de fons', 'Les Sirenes', 'Costa Brava', 'a.mp3');
  const b = add('Tramuntana', 'les sirenes ', 'Costa Brava', 'b.mp3');
  add('Port Vell', 'Les Sirenes', 'Nit', 'c.mp3');
  add('Frontera', 'Trio Frontera', null, 'd.mp3');
  const play = (t: { id: number; title: string; artist: string }, at: string) =>
    playHistory.record({
      trackId: t.id,
      title: t.title,
      artist: t.artist,
      album: null,
      source: 'rotation',
      startedAt: at,
    });
  play(b, '2025-06-01T10:00:00Z');
  play(b, '2025-06-01T11:00:00Z');
  play(a, '2025-06-01T12:00:00Z');
});
afterAll(() => station.close());

/** What a call answered: its status and its body, the answer or the error. */
const getJson = async (call: Promise<Sent<'artists.list' | 'artists.get'>>) => {
  const res = await call;
  return { status: res.status, body: (res.data ?? res.error) as Record<string, unknown> & unknown[] };
};
const list = (query: { q?: string } = {}) => getJson(apiClient(station).sendInvalid('artists.list', { query }));
const artist = (name: string) => getJson(apiClient(station).send('artists.get', { params: { name } }));

describe('GET /api/artists', () => {
  it('finds library artists by name substring, case-insensitively, with real counts', async () => {
    const { status, body } = await list({ q: 'SIREN' });
    expect(status).toBe(200);
    expect(body).toEqual([{ name: 'Les Sirenes', trackCount: 3, albumCount: 2, plays: 3, coverImageUrl: null }]);
  });

  it('finds nothing for an empty query or an unknown name', async () => {
    expect((await list({ q: '' })).body).toEqual([]);
    expect((await list()).body).toEqual([]);
    expect((await list({ q: 'zzz' })).body).toEqual([]);
  });

  it('rejects an overlong query with a Spanish 400', async () => {
    const { status, body } = await list({ q: 'x'.repeat(101) });
    expect(status).toBe(400);
    expect(body).toMatchObject({ field: 'q', message: expect.stringContaining('La búsqueda') });
  });
});

describe('GET /api/artists/:name', () => {
  it('gives albums and tracks, most played first', async () => {
    const { status, body } = await artist('les sirenes');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: 'Les Sirenes',
      trackCount: 3,
      plays: 3,
      albums: [
        { name: 'Costa Brava', trackCount: 2 },
        { name: 'Nit', trackCount: 1 },
      ],
    });
    const tracks = (body as unknown as { tracks: Array<{ title: string; plays: number }> }).tracks;
    expect(tracks.map((t) => [t.title, t.plays])).toEqual([
      ['Tramuntana', 2],
      ['Mar de fons', 1],
      ['Port Vell', 0],
    ]);
  });

  it('answers a Spanish 404 for an artist the library does not have', async () => {
    const { status, body } = await artist('Nadie');
    expect(status).toBe(404);
    expect(body).toMatchObject({ error: 'not_found', message: expect.stringContaining('biblioteca') });
  });
});
