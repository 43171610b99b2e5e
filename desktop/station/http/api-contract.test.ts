import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { API_ROUTES, type ApiName } from '../../../shared/api/index';
import { REQUEST_DEFAULTS } from '../../../shared/schemas/requests/requests';
import { draftFromLiveRecording } from '../podcasts/drafts';
import { recordingPath, recordingsRoot } from '../recording/paths';
import { alsaFilePcms } from '../../../testing/station/alsa-file-pcm';
import { type ApiClient, apiClient, itemsOf as listed, queryOf } from '../../../testing/station/api-client';
import { startTestStation, type TestStation } from '../../../testing/station/test-station';
import { publicAndNetworks } from '../uploads/address-policy';

/**
 * Every GET of the API table (shared/api) that answers JSON, called on a station with the demo seeded and one of
 * each thing the demo does not make, and parsed with the route's response schema: every list has items, so
 * every item schema is exercised, not only an empty array's.
 */
let station: TestStation;
let api: ApiClient;
const answers = new Map<ApiName, unknown>();

/** Any route's URL, for the walk of the whole table (each name's own arguments are not known statically). */
const urlOf = (name: ApiName, args?: { params?: object; query?: object }) =>
  (api.url as (name: ApiName, args?: { params?: object; query?: object }) => string)(name, args);

/** What a GET answered, read as sent (not through the client's parse): this file checks it with the schema itself. */
async function read(url: string, client = api): Promise<unknown> {
  // The standby routes read a follower's token; every other route ignores it.
  const res = await client.follow(url, { headers: { authorization: `Bearer ${followerToken}` } });
  const text = await res.text();
  if (!res.ok) throw new Error(`${url}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

let advertiserToken = '';
let followerToken = '';
const firstId = (list: unknown): number => (list as Array<{ id: number }>)[0]!.id;

const alsaConfigBefore = process.env.ALSA_CONFIG_PATH;
beforeAll(async () => {
  // A sound card to list for the desk's input (ALSA's "null" device, all a machine without one shows, is not offered).
  process.env.ALSA_CONFIG_PATH = alsaFilePcms({ emisora_contract_desk: { infile: '/dev/zero' } }).configPath;
  // No demo show has a presenter: the admin presents one here, for /estudio's list.
  const occurrence = { showId: 1, showName: 'Directo de prueba', presenterIds: [1] };
  station = await startTestStation(
    { demo: true },
    {
      occurrencesBetween: (from) => [{ ...occurrence, startAt: from + 3_600_000, endAt: from + 7_200_000 }],
      // The relay below is on loopback (a closed port): allowed as --import-allow 127.0.0.1/32 would.
      downloadAddressPolicy: publicAndNetworks(['127.0.0.1/32']),
    },
  );
  await station.ready;
  api = apiClient(station, await station.login());
  const { context } = station;
  // The admin presents the demo's first show, so /estudio's own-shows list has an item to read.
  context.db.prepare('INSERT OR IGNORE INTO show_presenters (show_id, user_id, position) VALUES (1, 1, 0)').run();
  const tracks = await api.call('tracks.list');
  const music = listed(tracks).filter((track) => track.kind === 'music');
  // What the demo does not make: one of each, through the API where it is one call.
  await api.call('enquiries.create', {
    body: {
      name: 'Núria Vidal',
      company: 'Forn Vidal',
      email: 'nuria@example.org',
      phone: '600 123 456',
      message: 'Quiero anunciar el horno en la radio.',
    },
  });
  await api.call('playlists.create', {
    body: { name: 'Tarde', kind: 'music', trackIds: music.slice(0, 3).map((t) => t.id) },
  });
  const campaign = await api.call('campaigns.create', {
    body: {
      advertiser: 'Forn Vidal',
      title: 'Pan de verano',
      spotTrackId: music.at(-1)!.id,
      startDate: '2030-06-03',
      endDate: '2030-06-09',
      spots: 14,
      daypart: 'any',
    },
  });
  await api.call('outputs.create', {
    body: {
      ...{ kind: 'icecast', host: '127.0.0.1', port: 9, mount: '/emisora.mp3', username: 'source' },
      ...{ password: 'hackme-source', format: 'mp3', bitrateKbps: 128, public: false, enabled: false },
    },
  });
  await api.call('relays.create', { body: { name: 'Relé norte', url: 'http://127.0.0.1:9', mount: '/emisora.mp3' } });
  // A public address (the save refuses private ones); disabled, so nothing is ever posted.
  await api.call('difusion.create', {
    body: {
      ...{ kind: 'webhook', name: 'Web del ayuntamiento', enabled: false, events: ['song'], templates: {} },
      ...{ minIntervalSeconds: 60, secret: 'https://93.184.215.14/hooks/emisora?token=demo' },
    },
  });
  await api.call('cart.save', { params: { slot: 1 }, body: { trackId: music[0]!.id, label: 'Ráfaga', color: 'red' } });
  await api.call('imports.uploads');
  context.alerts.raise('dead_air', 'Silencio en antena');
  // A song that aired, whatever the rotation has played by now.
  const aired = context.repos.tracks.get(music[2]!.id)!;
  context.repos.playHistory.record({
    ...{ trackId: aired.id, title: aired.title, artist: aired.artist, album: null },
    ...{ source: 'rotation', startedAt: new Date().toISOString() },
  });
  // A listener's request, for the studio's list: its song is then found broken, so it waits instead of airing.
  await api.call('requests.updateSettings', { body: { ...REQUEST_DEFAULTS, offSlotTypes: [] } });
  await api.call('requests.create', { body: { trackId: music[1]!.id, dedication: 'Para el Forn Vidal' } });
  context.db
    .prepare('UPDATE tracks SET broken = 1, dead_air_at = ? WHERE id = ?')
    .run(new Date().toISOString(), music[1]!.id);
  // A show file the admin uploaded: /estudio's own recordings list reads it.
  context.db.prepare("UPDATE tracks SET kind = 'show', uploaded_by = 1 WHERE id = ?").run(music[3]!.id);
  // A finished live recording whose file is a demo song, so its peaks are read from real audio.
  const root = recordingsRoot(context.config.dataDir);
  const recording = context.repos.recordings.create({
    kind: 'live',
    title: 'Directo de prueba',
    fileName: 'live/2026-11-25/10-00-00.mp3',
    startedAt: new Date(Date.now() - 600_000).toISOString(),
  });
  const song = context.repos.tracks.get(music[0]!.id)!;
  fs.mkdirSync(path.dirname(recordingPath(root, 'live/2026-11-25/10-00-00.mp3')), { recursive: true });
  fs.copyFileSync(context.media.pathOf('audio', song.fileName), recordingPath(root, 'live/2026-11-25/10-00-00.mp3'));
  context.repos.recordings.finish(recording, new Date().toISOString(), song.duration, 1);
  // Who is live (the dashboard) and the draft that session left its presenter (/estudio).
  context.live.admit({ userId: null, via: 'browser', at: Date.now() });
  const podcast = firstId(await api.call('podcasts.list'));
  context.repos.podcastDrafts.linkPodcastToShow(podcast, 1);
  const tag = { presenterId: 1, showId: 1, occurrenceStart: new Date(Date.now() - 600_000).toISOString() };
  context.repos.podcastDrafts.tagRecording(recording, tag);
  draftFromLiveRecording(context, recording);
  const now = new Date().toISOString();
  context.repos.campaigns.recordAiring({
    ...{ campaignId: campaign.id, airedAt: now, breakAt: now, trackId: music.at(-1)!.id },
    ...{ spotTitle: 'Pan de verano', durationSec: 20, listeners: 3 },
  });
  // The reports: a society's column mapping, a line of the as-run log, and the advertiser's signed link.
  // The music director's category (with a song in it) and an hour clock that picks from it.
  const category = await api.call('categories.create', { body: { name: 'Novedades', color: '#0ea5e9' } });
  await api.call('tracks.update', { params: { id: music[4]!.id }, body: { categoryIds: [category.id] } });
  await api.call('clocks.create', {
    body: { name: 'Mañanas', events: [{ type: 'category', categoryId: category.id }] },
  });
  await api.call('reports.createMapping', {
    body: { name: 'SGAE', columns: [{ header: 'ISRC', field: 'isrc' }] },
  });
  context.repos.asRun.open({
    ...{ startedAt: now, kind: 'music', trackId: aired.id, title: aired.title, artist: aired.artist, album: null },
    ...{ show: null, presenter: null, campaignId: null, campaign: null, isrc: null, composers: null },
    ...{ lyricists: null, publisher: null, label: null, year: null, rights: null },
  });
  // A presenter's link, flagged off the air: /estudio lists it to be recorded again.
  const voice = context.repos.voiceTracks.create({
    ...{ hourStart: Date.now(), plannedAt: Date.now() + 60_000, prevTrackId: music[0]!.id, nextTrackId: music[1]!.id },
    ...{ showId: null, showName: '', fileName: song.fileName, duration: 5, loudnessLufs: null, overlapBefore: 1 },
    ...{ overlapAfter: 1, duckDb: 12, createdBy: 1, createdAt: Date.now() },
  });
  context.repos.voiceTracks.flag(voice.id, 'La canción siguiente cambió: vuelve a grabar el enlace.');
  const link = await api.call('campaigns.advertiserLink', { params: { id: campaign.id }, body: { days: 7 } });
  advertiserToken = link.path.split('/').at(-1)!;
  followerToken = context.repos.followers.create('Reserva').token;
}, 300_000);
afterAll(async () => {
  await station?.close();
  if (alsaConfigBefore === undefined) delete process.env.ALSA_CONFIG_PATH;
  else process.env.ALSA_CONFIG_PATH = alsaConfigBefore;
});

/** The path parameters of a GET, read from the answers of the lists. */
function paramsFor(name: ApiName): Record<string, string | number> {
  const first = (list: ApiName) => {
    const answer = answers.get(list);
    return firstId(Array.isArray(answer) ? answer : (answer as { items: unknown[] }).items);
  };
  switch (name) {
    case 'tracks.get':
    case 'tracks.peaks':
      return { id: first('tracks.list') };
    case 'log.candidates':
      return {
        id: (answers.get('log.get') as { items: Array<{ id: number; kind: string }> }).items.find(
          (i) => i.kind === 'music',
        )!.id,
      };
    case 'artists.get':
      return { name: (answers.get('artists.list') as Array<{ name: string }>)[0]!.name };
    case 'podcasts.get':
    case 'podcasts.episodes':
      return { id: first('podcasts.list') };
    case 'imports.get':
      return { id: first('imports.list') };
    case 'playlists.get':
      return { id: first('playlists.list') };
    case 'campaigns.get':
    case 'campaigns.airings':
      return { id: first('campaigns.list') };
    case 'requests.get':
      return { id: first('requests.waiting') };
    case 'requests.check':
      return { id: first('requests.tracks') };
    case 'recordings.peaks':
      return { id: first('recordings.list') };
    case 'advertiser.view':
      return { token: advertiserToken };
    case 'shows.get':
    case 'shows.occurrences':
      return { id: first('shows.list') };
    case 'shows.publicGet':
      return { slug: (answers.get('shows.public') as Array<{ slug: string }>)[0]!.slug };
    default:
      return {};
  }
}

/** The artists' search needs words, the listener report a window; the rest are read as the pages first call them. */
const QUERIES: Partial<Record<ApiName, string>> = {
  'artists.list': '?q=a',
  'stats.listeners': `?from=${encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString())}`,
  // A show's week: the demo's shows all air within seven days.
  'shows.occurrences': `?from=${new Date().toISOString().slice(0, 10)}&to=${new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)}`,
  'shows.occurrencesAll': `?from=${new Date().toISOString().slice(0, 10)}&to=${new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)}`,
  // The music log of the hour ahead: the planner's own decisions.
  'log.get': `?from=${encodeURIComponent(new Date().toISOString())}&to=${encodeURIComponent(new Date(Date.now() + 3_600_000).toISOString())}`,
  // The presenter's log of the same hour (an admin reads every hour).
  'estudio.log': `?from=${encodeURIComponent(new Date().toISOString())}&to=${encodeURIComponent(new Date(Date.now() + 3_600_000).toISOString())}`,
  // Today's reconciliation lists the positions the log read above planned; the week's violations, this week's.
  'log.reconciliation': `?date=${new Date().toISOString().slice(0, 10)}`,
  'log.violations': `?week=${new Date().toISOString().slice(0, 10)}`,
  'reports.asRun': `?from=${encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString())}&to=${encodeURIComponent(new Date(Date.now() + 3_600_000).toISOString())}`,
};

const itemsOf = (data: unknown): unknown[] | undefined =>
  Array.isArray(data)
    ? data
    : Array.isArray((data as { items?: unknown })?.items)
      ? (data as { items: unknown[] }).items
      : undefined;

// Lists first, so the routes of one item find an id among them.
const GETS = (Object.entries(API_ROUTES) as Array<[ApiName, (typeof API_ROUTES)[ApiName]]>)
  .filter(([, route]) => route.method === 'GET' && typeof route.response !== 'string')
  .sort(([, a], [, b]) => (a.path.includes(':') ? 1 : 0) - (b.path.includes(':') ? 1 : 0));

describe('every GET of the API table on a seeded station', () => {
  it.each(GETS.map(([name]) => name))('%s answers what its schema says', async (name) => {
    const route = API_ROUTES[name];
    const url = urlOf(name, { params: paramsFor(name), query: queryOf(QUERIES[name] ?? '') });
    const data = await read(url);
    answers.set(name, data);
    const result = (route.response as z.ZodType).safeParse(data);
    expect(result.error?.issues ?? [], url).toEqual([]);
    const items = itemsOf(data);
    if (items) expect(items.length, `${url} lists nothing: its item schema would go unread`).toBeGreaterThan(0);
  });

  it('a list that takes page keys answers a page that matches too', async () => {
    for (const name of [
      'tracks.list',
      'artists.list',
      'playlists.list',
      'campaigns.list',
      'recordings.list',
    ] as const) {
      const data = await read(urlOf(name, { query: { limit: 1 } }));
      expect(API_ROUTES[name].response.safeParse(data).error?.issues ?? [], name).toEqual([]);
      expect((data as { items: unknown[] }).items, name).toHaveLength(1);
    }
  });

  it('the public answers match for a visitor without a session too', async () => {
    for (const name of ['streaming.status', 'nowPlaying.get', 'tracks.list'] as const) {
      const data = await read(urlOf(name), api.as(undefined));
      expect(API_ROUTES[name].response.safeParse(data).error?.issues ?? [], name).toEqual([]);
    }
  });
});
