import { describe, expect, it } from 'vitest';
import { PROGRAMMING } from '../../../../../shared/station/station-rules';
import type { LibraryArtistSummary } from '../../../../../shared/schemas/public/artists';
import type { Airing, Campaign } from '../../../../../shared/schemas/programming/campaigns';
import type { Page } from '../../../../../shared/schemas/common/paging';
import type { Playlist } from '../../../../../shared/schemas/programming/playlists';
import { nextDate, wallTime } from '../../../../../shared/station/station-time';
import { apiClient, queryOf } from '../../../../../testing/station/api-client';
import { programmingSuite } from '../../../../../testing/station/programming-suite';

const suite = programmingSuite();
const today = () => wallTime(Date.now(), PROGRAMMING.defaultTimezone).date;
/** A list route's answer to paging keys: one page. */
const page = async <T>(sent: Promise<{ status: number; text: string; data?: unknown }>) => {
  const res = await sent;
  expect(res.status, res.text).toBe(200);
  return res.data as Page<T>;
};
const listener = () => apiClient(suite.station);

describe('GET /api/playlists with paging keys', () => {
  it('keeps the full array without them and pages, searches (accents ignored) and sorts with them', async () => {
    const track = suite.addTrack('Para listas');
    for (const name of ['Canción del mar', 'Boleros', 'Àrees de jazz', 'Cançons de taverna'])
      expect((await suite.client.send('playlists.create', { body: { name, trackIds: [track.id] } })).status).toBe(201);
    const all = (await suite.client.call('playlists.list')) as Playlist[];
    expect(Array.isArray(all)).toBe(true);
    expect(all.length).toBeGreaterThanOrEqual(4);

    const first = await page<Playlist>(suite.client.send('playlists.list', { query: { limit: 2 } }));
    expect(first).toMatchObject({ total: all.length, offset: 0, limit: 2 });
    expect(first.items).toHaveLength(2);
    const rest = await page<Playlist>(suite.client.send('playlists.list', { query: { offset: 2, limit: 200 } }));
    expect([...first.items, ...rest.items].map((p) => p.id).sort()).toEqual(all.map((p) => p.id).sort());

    const found = await page<Playlist>(suite.client.send('playlists.list', { query: { q: 'CANCION' } }));
    expect(found.items.map((p) => p.name)).toEqual(['Canción del mar']);
    expect(found.total).toBe(1);
    const sorted = await page<Playlist>(
      suite.client.send('playlists.list', { query: { sort: 'name', order: 'desc', limit: 200 } }),
    );
    const names = sorted.items.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'es', { sensitivity: 'base' })));
  });

  it('refuses bad paging with a 400 naming the problem, and strangers with 401', async () => {
    for (const [query, message] of [
      ['limit=0', /entre 1 y 200/],
      ['limit=500', /entre 1 y 200/],
      ['offset=-1', /negativo/],
      ['sort=secret', /Orden no válido/],
      ['order=up', /asc o desc/],
    ] as const) {
      const res = await suite.client.sendInvalid('playlists.list', { query: queryOf(query) });
      expect(res.status, query).toBe(400);
      expect(res.error?.message).toMatch(message);
    }
    expect((await listener().send('playlists.list', { query: { limit: 5 } })).status).toBe(401);
  });
});

describe('GET /api/campaigns and their airings with paging keys', () => {
  it('pages the campaigns (newest start first) and a campaign’s airings', async () => {
    const spot = suite.addTrack('Cuña paginada', 20);
    const ids: number[] = [];
    for (const [i, advertiser] of ['Forn Ana', 'Peixos Mar', 'Ràdio Taller'].entries()) {
      const res = await suite.client.send('campaigns.create', {
        body: {
          advertiser,
          title: `Campaña ${i}`,
          spotTrackId: spot.id,
          startDate: nextDate(today(), i),
          endDate: nextDate(today(), 10),
          spots: 30,
        },
      });
      expect(res.status).toBe(201);
      ids.push(res.data!.id);
    }
    const full = (await suite.client.call('campaigns.list')) as Campaign[];
    expect(Array.isArray(full)).toBe(true);
    const newest = await page<Campaign>(suite.client.send('campaigns.list', { query: { limit: 1 } }));
    expect(newest.total).toBe(full.length);
    expect(newest.items[0]?.title).toBe('Campaña 2');
    expect(
      (await page<Campaign>(suite.client.send('campaigns.list', { query: { q: 'radio taller' } }))).items.map(
        (c) => c.id,
      ),
    ).toEqual([ids[2]]);

    const { campaigns } = suite.station.context.repos;
    for (let i = 0; i < 7; i++)
      campaigns.recordAiring({
        campaignId: ids[0]!,
        airedAt: new Date(Date.UTC(2026, 0, 1, 10, i)).toISOString(),
        breakAt: new Date(Date.UTC(2026, 0, 1, 10, i)).toISOString(),
        trackId: spot.id,
        spotTitle: spot.title,
        durationSec: 20,
        listeners: i * 3,
      });
    const airings = (await suite.client.call('campaigns.airings', { params: { id: ids[0]! } })) as Airing[];
    expect(airings).toHaveLength(7);
    const second = await page<Airing>(
      suite.client.send('campaigns.airings', { params: { id: ids[0]! }, query: { offset: 3, limit: 3 } }),
    );
    expect(second).toMatchObject({ total: 7, offset: 3, limit: 3 });
    expect(second.items.map((a) => a.id)).toEqual(airings.slice(3, 6).map((a) => a.id));
    const loudest = await page<Airing>(
      suite.client.send('campaigns.airings', {
        params: { id: ids[0]! },
        query: { sort: 'listeners', order: 'desc', limit: 1 },
      }),
    );
    expect(loudest.items[0]?.listeners).toBe(18);
  });
});

describe('GET /api/artists with paging keys (public)', () => {
  it('keeps the spec’s q-only search and pages every artist when asked', async () => {
    const { tracks } = suite.station.context.repos;
    for (const [title, artist] of [
      ['Ona', 'Mar Bravo'],
      ['Vent', 'Mar Bravo'],
      ['Sal', 'Ànima Sola'],
      ['Roca', 'Zeta'],
    ] as const)
      tracks.create({
        title,
        artist,
        album: null,
        duration: 100,
        fileName: `${title}.mp3`,
        coverFile: null,
        uploadedBy: 1,
      });
    const searched = await listener().call('artists.list', { query: { q: 'mar' } });
    expect(Array.isArray(searched)).toBe(true);
    expect(await listener().call('artists.list', { query: { q: '' } })).toEqual([]);

    const byName = await page<LibraryArtistSummary>(
      listener().send('artists.list', { query: { sort: 'name', limit: 200 } }),
    );
    const names = byName.items.map((a) => a.name);
    expect(names).toEqual(expect.arrayContaining(['Mar Bravo', 'Ànima Sola', 'Zeta']));
    expect(names.indexOf('Ànima Sola')).toBeLessThan(names.indexOf('Mar Bravo'));
    expect(byName.items.find((a) => a.name === 'Mar Bravo')?.trackCount).toBe(2);
    const found = await page<LibraryArtistSummary>(
      listener().send('artists.list', { query: { q: 'anima', limit: 10 } }),
    );
    expect(found).toMatchObject({ total: 1, offset: 0, limit: 10 });
    expect(found.items[0]?.name).toBe('Ànima Sola');
    expect((await listener().sendInvalid('artists.list', { query: { limit: 'abc' } })).status).toBe(400);
  });
});

describe('GET /api/tracks/:id (public)', () => {
  it('answers one song, 404 for an unknown one, and leaves /api/tracks/recent to its own route', async () => {
    const track = suite.addTrack('Una sola');
    const res = await listener().send('tracks.get', { params: { id: track.id } });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id: track.id, title: 'Una sola', audioFileUrl: track.audioFileUrl });
    expect((await listener().send('tracks.get', { params: { id: 999999 } })).status).toBe(404);
    expect(Array.isArray(await listener().call('tracks.recent'))).toBe(true);
  });
});
