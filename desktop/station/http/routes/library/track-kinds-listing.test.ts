import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibraryArtistSummary } from '../../../../../shared/schemas/public/artists';
import type { NowPlayingItem } from '../../../../../shared/schemas/broadcast/streaming';
import type { Track, TrackKind, TrackPage } from '../../../../../shared/schemas/library/tracks';
import { nonAdminCookie } from '../../../../../testing/station/admin-helpers';
import { type ApiClient, apiClient } from '../../../../../testing/station/api-client';
import { createOfflineBroadcast } from '../../../broadcast/engine/offline';
import { startTestStation, type TestStation } from '../../../../../testing/station/test-station';

// A real station (real SQLite, real HTTP) whose library holds two songs and one track of each other kind.
let station: TestStation;
let admin: ApiClient;
let editor: ApiClient;
let listener: ApiClient;
/**
 * A revalidation as a browser sends it. fetch() adds "Cache-Control: no-cache" to a request with If-None-Match
 * unless it has a Cache-Control of its own, and a server must then answer in full.
 */
const ifNoneMatch = (etag: string) => ({ 'If-None-Match': etag, 'Cache-Control': 'max-age=0' });
const ids: Record<'song' | 'ballad' | TrackKind, number> = {
  song: 0,
  ballad: 0,
  music: 0,
  jingle: 0,
  spot: 0,
  show: 0,
};

/** What the engine says aired lately (a stand-in for the engine: this file is about what the API hands out). */
let aired: NowPlayingItem[] = [];

beforeAll(async () => {
  station = await startTestStation(
    {},
    {
      createBroadcast: () => ({
        ...createOfflineBroadcast(),
        nowPlaying: () => ({
          current: null,
          next: null,
          history: aired,
          listeners: 0,
          isLive: false,
          serverRunning: false,
        }),
      }),
    },
  );
  listener = apiClient(station);
  admin = apiClient(station, await station.login());
  editor = apiClient(station, await nonAdminCookie(station));
  const add = (title: string, artist: string, kind: TrackKind) =>
    station.context.repos.tracks.create({
      title,
      artist,
      album: null,
      duration: 30,
      fileName: `${randomBytes(16).toString('hex')}.mp3`,
      coverFile: null,
      uploadedBy: 1,
      kind,
    }).id;
  ids.song = add('Mar endins', 'Les Sirenes', 'music');
  ids.ballad = add('Balada del far', 'Les Sirenes', 'music');
  ids.jingle = add('Careta del matí', 'Ràdio Portbou', 'jingle');
  ids.spot = add('Oferta de pintura', 'Ferretería Costa', 'spot');
  ids.show = add('Tertúlia del dissabte', 'Redacció', 'show');
});
afterAll(() => station?.close());

const titles = (tracks: Track[]) => tracks.map((t) => t.title).sort();
const SONGS = ['Balada del far', 'Mar endins'];
const EVERYTHING = [...SONGS, 'Careta del matí', 'Oferta de pintura', 'Tertúlia del dissabte'].sort();
/** GET /api/tracks answers the full array without page keys, one page with them. */
const fullList = async (client: ApiClient, query: { kind?: TrackKind; ids?: string } = {}) =>
  (await client.call('tracks.list', { query })) as Track[];
const pageOf = async (client: ApiClient, query: Record<string, string | number>) =>
  (await client.call('tracks.list', { query })) as TrackPage;

describe('GET /api/tracks by kind', () => {
  it('lists songs only without an admin session, in every form of the list', async () => {
    for (const client of [listener, editor]) {
      expect(titles(await fullList(client))).toEqual(SONGS);
      const page = await pageOf(client, { limit: 50 });
      expect([titles(page.items), page.total]).toEqual([SONGS, 2]);
      // A search that matches a spot's advertiser finds nothing, and its total says so.
      const search = await pageOf(client, { q: 'ferreteria' });
      expect([search.items, search.total]).toEqual([[], 0]);
      const byIds = await fullList(client, { ids: `${ids.spot},${ids.song},${ids.jingle}` });
      expect(byIds.map((t) => t.id)).toEqual([ids.song]);
      expect((await client.send('tracks.get', { params: { id: ids.spot } })).status).toBe(404);
      expect((await client.send('tracks.get', { params: { id: ids.song } })).status).toBe(200);
      expect(titles(await fullList(client, { kind: 'music' }))).toEqual(SONGS);
    }
  });

  it('refuses another kind without an admin session (401 signed out, 403 for a non-admin)', async () => {
    const signedOut = await listener.send('tracks.list', { query: { kind: 'spot', limit: 10 } });
    expect(signedOut.status).toBe(401);
    expect(signedOut.error?.message).toMatch(/Inicia sesión/);
    expect((await editor.send('tracks.list', { query: { kind: 'jingle' } })).status).toBe(403);
    expect((await listener.send('tracks.list', { query: { ids: `${ids.spot}`, kind: 'spot' } })).status).toBe(401);
  });

  it('gives an admin every kind, each track saying its kind, and filters by ?kind=', async () => {
    const all = await fullList(admin);
    expect(titles(all)).toEqual(EVERYTHING);
    expect(all.find((t) => t.id === ids.spot)?.kind).toBe('spot');
    expect(all.find((t) => t.id === ids.song)?.kind).toBe('music');
    expect((await pageOf(admin, { limit: 50 })).total).toBe(5);
    for (const kind of ['jingle', 'spot', 'show'] as const) {
      const full = await fullList(admin, { kind });
      expect(full.map((t) => t.id)).toEqual([ids[kind]]);
      const page = await pageOf(admin, { kind, sort: 'title' });
      expect([page.items.map((t) => t.id), page.total]).toEqual([[ids[kind]], 1]);
    }
    const search = await pageOf(admin, { q: 'ferreteria', kind: 'spot' });
    expect([search.items.map((t) => t.id), search.total]).toEqual([[ids.spot], 1]);
    expect((await pageOf(admin, { q: 'ferreteria', kind: 'music' })).total).toBe(0);
    expect((await admin.send('tracks.get', { params: { id: ids.spot } })).status).toBe(200);
    const selection = await admin.call('tracks.selection', { query: { kind: 'music' } });
    expect(selection.ids.sort()).toEqual([ids.song, ids.ballad].sort());
  });

  it('answers a kind that does not exist with a Spanish 400', async () => {
    const res = await admin.sendInvalid('tracks.list', { query: { kind: 'anuncio' } });
    expect(res.status).toBe(400);
    expect(res.error?.message).toMatch(/Tipo de pista no válido/);
    expect((await listener.sendInvalid('tracks.list', { query: { kind: 'anuncio', limit: 5 } })).status).toBe(400);
  });

  it('never lets a listener and an admin share a cached full list (ETag, Vary)', async () => {
    const list = (client: ApiClient, headers: Record<string, string> = {}) => client.send('tracks.list', { headers });
    const publicRes = await list(listener);
    const adminRes = await list(admin);
    const publicTag = publicRes.res.headers.get('etag')!;
    const adminTag = adminRes.res.headers.get('etag')!;
    expect(publicTag).toBeTruthy();
    expect(adminTag).not.toBe(publicTag);
    expect(publicRes.res.headers.get('vary')).toMatch(/Cookie/i);
    // Each copy revalidates as itself; the other's tag gets a full answer with what this reader may see.
    expect((await list(listener, ifNoneMatch(publicTag))).status).toBe(304);
    expect((await list(admin, ifNoneMatch(adminTag))).status).toBe(304);
    const crossed = await list(listener, ifNoneMatch(adminTag));
    expect(crossed.status).toBe(200);
    expect(titles(crossed.data as Track[])).toEqual(SONGS);
    const back = await list(admin, ifNoneMatch(publicTag));
    expect(back.status).toBe(200);
    expect(titles(back.data as Track[])).toEqual(EVERYTHING);
  });

  it('moves the cached list when a kind changes: a song marked as a spot leaves the public list at once', async () => {
    const before = (await listener.send('tracks.list')).res.headers.get('etag')!;
    const setKind = (kind: TrackKind) => admin.send('tracks.update', { params: { id: ids.ballad }, body: { kind } });
    expect((await setKind('spot')).status).toBe(200);
    const after = await listener.send('tracks.list', { headers: ifNoneMatch(before) });
    expect(after.status).toBe(200);
    expect(titles(after.data as Track[])).toEqual(['Mar endins']);
    expect((await setKind('music')).status).toBe(200);
    expect(titles(await fullList(listener))).toEqual(SONGS);
  });
});
describe('the public history and artists hold songs only', () => {
  it('"Reproducidas recientemente", /api/artists and the now-playing history leave out jingles, spots and shows', async () => {
    const { repos } = station.context;
    const plays: Array<[number, 'rotation' | 'jingle' | 'spot' | 'show' | 'playlist']> = [
      [ids.song, 'rotation'],
      [ids.jingle, 'jingle'],
      [ids.spot, 'spot'],
      [ids.show, 'show'],
      // A spot the admin put in a music playlist still airs as a spot to the books, not as a song.
      [ids.spot, 'playlist'],
    ];
    aired = plays.map(([trackId, source], i) => {
      const track = repos.tracks.get(trackId)!;
      const startedAt = new Date(Date.UTC(2026, 5, 1, 10, i)).toISOString();
      repos.playHistory.record({ trackId, title: track.title, artist: track.artist, album: null, source, startedAt });
      const { title, artist } = track;
      return { trackId, title, artist, album: null, coverImageUrl: null, startedAt, duration: 30, source };
    });
    const recent = await listener.call('tracks.recent');
    expect(recent.map((r) => r.trackId)).toEqual([ids.song]);
    const artists = (await listener.call('artists.list', { query: { limit: 50 } })) as {
      items: LibraryArtistSummary[];
    };
    expect(artists.items.map((a) => a.name)).toEqual(['Les Sirenes']);
    expect(await listener.call('artists.list', { query: { q: 'costa' } })).toEqual([]);
    expect((await listener.send('artists.get', { params: { name: 'Ferretería Costa' } })).status).toBe(404);
    const history = async (client: ApiClient) =>
      (await client.call('nowPlaying.get')).history.map((item) => item.trackId);
    expect(await history(listener)).toEqual([ids.song]);
    expect(await history(editor)).toEqual([ids.song]);
    // The studio's as-run list (an admin's) keeps everything that went out.
    expect(await history(admin)).toEqual(plays.map(([id]) => id));
  });
});
