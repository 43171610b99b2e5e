import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TrackPage, trackPageSchema, trackSchema } from '../../../../../shared/schemas/library/tracks';
import { startTestStation, type TestStation } from '../../../../../testing/station/test-station';
import { apiClient, queryOf } from '../../../../../testing/station/api-client';

/** GET /api/tracks: the spec's full array without parameters, one searched/sorted page with them. */
describe('GET /api/tracks paging, sort and search', () => {
  let station: TestStation;
  const ids: Record<string, number> = {};

  const add = (title: string, artist: string, album: string | null, duration: number) => {
    ids[title] = station.context.repos.tracks.create({
      title,
      artist,
      album,
      duration,
      fileName: `${title}.mp3`,
      coverFile: null,
      uploadedBy: 1,
    }).id;
  };
  const page = async (query: string): Promise<TrackPage> => {
    const res = await apiClient(station).sendInvalid('tracks.list', { query: queryOf(query) });
    expect(res.status, query).toBe(200);
    return trackPageSchema.parse(res.data);
  };
  const titles = (p: TrackPage) => p.items.map((t) => t.title);

  beforeAll(async () => {
    station = await startTestStation();
    add('Canción del mar', 'Ona', 'Costa', 200);
    add('Barco', 'Ñandú Trío', null, 100);
    add('Luna', 'Canciones Unidas', 'Noche', 300);
    add('Sol', 'Ona', 'Día', 150);
    add('Árbol', 'Zeta', 'Bosque', 250);
  });
  afterAll(() => station.close());

  it('keeps the full array, newest first, without parameters (the spec contract /music uses)', async () => {
    const body = (await apiClient(station).call('tracks.list')) as unknown[];
    expect(Array.isArray(body)).toBe(true);
    expect(body.map((t) => trackSchema.parse(t).title)).toEqual(['Árbol', 'Sol', 'Luna', 'Barco', 'Canción del mar']);
  });

  it('pages with a total, default limit 50, newest first', async () => {
    const first = await page('limit=2');
    expect(first).toMatchObject({ total: 5, offset: 0, limit: 2 });
    expect(titles(first)).toEqual(['Árbol', 'Sol']);
    expect(titles(await page('limit=2&offset=2'))).toEqual(['Luna', 'Barco']);
    expect(titles(await page('limit=2&offset=4'))).toEqual(['Canción del mar']);
    expect(await page('offset=10')).toMatchObject({ items: [], total: 5, limit: 50 });
  });

  it('sorts by each column in both directions', async () => {
    // Folded sort keys (migration 12): "Árbol" with the A's, "Ñandú" after the N's.
    expect(titles(await page('sort=title'))).toEqual(['Árbol', 'Barco', 'Canción del mar', 'Luna', 'Sol']);
    expect(titles(await page('sort=duration'))).toEqual(['Barco', 'Sol', 'Canción del mar', 'Árbol', 'Luna']);
    expect(titles(await page('sort=duration&order=desc'))).toEqual([
      'Luna',
      'Árbol',
      'Canción del mar',
      'Sol',
      'Barco',
    ]);
    expect(titles(await page('sort=artist'))).toEqual(['Luna', 'Barco', 'Canción del mar', 'Sol', 'Árbol']);
    // Noche, Día, Costa, Bosque, then the track without an album.
    expect(titles(await page('sort=album&order=desc'))).toEqual(['Luna', 'Sol', 'Canción del mar', 'Árbol', 'Barco']);
    expect(titles(await page('sort=createdAt&order=asc'))).toEqual([
      'Canción del mar',
      'Barco',
      'Luna',
      'Sol',
      'Árbol',
    ]);
  });

  it('searches title, artist and album, accent- and case-insensitive, ranked, last word as a prefix', async () => {
    const accent = await page('q=cancion');
    // "Canción del mar" (title) ranks above "Luna" by "Canciones Unidas" (artist; prefix match).
    expect(titles(accent)).toEqual(['Canción del mar', 'Luna']);
    expect(accent.total).toBe(2);
    expect(titles(await page('q=NANDU'))).toEqual(['Barco']);
    expect(titles(await page('q=arbol'))).toEqual(['Árbol']);
    expect(titles(await page('q=bosq'))).toEqual(['Árbol']);
    expect(titles(await page('q=ona%20so'))).toEqual(['Sol']);
    expect(titles(await page('q=ona&sort=title&order=desc'))).toEqual(['Sol', 'Canción del mar']);
    expect(await page('q=nadie')).toMatchObject({ items: [], total: 0 });
  });

  it('follows edits and deletions (the index is kept by triggers)', async () => {
    const { repos } = station.context;
    repos.tracks.update(ids.Sol!, { album: 'Verano eterno' });
    expect(titles(await page('q=verano'))).toEqual(['Sol']);
    const gone = repos.tracks.create({
      title: 'Efímera',
      artist: 'Nadie',
      album: null,
      duration: 1,
      fileName: 'efimera.mp3',
      coverFile: null,
      uploadedBy: 1,
    });
    expect(titles(await page('q=efimera'))).toEqual(['Efímera']);
    repos.tracks.remove(gone.id);
    expect(await page('q=efimera')).toMatchObject({ items: [], total: 0 });
  });

  it('never lets the search box break the query syntax', async () => {
    for (const q of [
      '"',
      '*',
      'AND',
      ')(',
      'OR',
      'NOT ona',
      'NEAR(a b)',
      'title:sol',
      '^ona',
      'a"b',
      '""',
      '-',
      '+',
      "'",
      'ona AND',
      '(ona',
      'ona*',
      '\\',
    ]) {
      const res = await apiClient(station).send('tracks.list', { query: { q: encodeURIComponent(q) } });
      expect(res.status, q).toBe(200);
      trackPageSchema.parse(res.data);
    }
    expect(titles(await page(`q=${encodeURIComponent('ona"')}`))).toEqual(['Sol', 'Canción del mar']);
  });

  it('answers 400 naming the field for bad values', async () => {
    for (const [query, field] of [
      ['sort=plays', 'sort'],
      ['order=up', 'order'],
      ['limit=0', 'limit'],
      ['limit=201', 'limit'],
      ['limit=abc', 'limit'],
      ['offset=-1', 'offset'],
      ['offset=1.5', 'offset'],
      [`q=${'a'.repeat(201)}`, 'q'],
    ] as const) {
      const res = await apiClient(station).sendInvalid('tracks.list', { query: queryOf(query) });
      expect(res.status, query).toBe(400);
      expect(res.error, query).toMatchObject({ error: 'validation_failed', field });
    }
  });
});
