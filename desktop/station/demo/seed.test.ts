import path from 'node:path';
import { parseFile } from 'music-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATION } from '../../../shared/station/station-facts';
import { LISTS } from '../../../shared/web-app/ui-settings';
import type { Track } from '../../../shared/schemas/library/tracks';
import { silentLogger } from '../core/log';
import { startStation } from '../start-station';
import { listen } from '../../../testing/station/test-listener';
import { startTestStation, type TestStation } from '../../../testing/station/test-station';
import { podcastDirectoryProblems } from '../../../testing/station/podcast-directories';
import { DEMO_PODCASTS } from './podcasts';
import { DEMO_SEEDED_KEY } from './seed';
import { DEMO_SHOWS } from './shows';
import { decodeMono, findSilences, jpegSize, spectralPeaks } from '../../../testing/demo/media-checks';
import { apiClient, itemsOf } from '../../../testing/station/api-client';

// A real station with demo enabled: real ffmpeg synthesis, real SQLite, real HTTP.
// Generous timeouts: seeding takes ~30 s of CPU (about 15-20 s on an idle 2-core machine),
// but on a busy shared machine the wall time can be many times that.
let station: TestStation;
let healthWhileSeeding: { ok: boolean; seeding: boolean };
let seedSeconds = 0;
/** What a listener pressing play right after the first start got: status, audio bytes, and whether seeding went on. */
let earlyListener: { status: number; bytes: number; seedingStillActive: boolean; source: string | null };

beforeAll(async () => {
  const started = performance.now();
  station = await startTestStation({ demo: true });
  healthWhileSeeding = (await apiClient(station).send('station.health')).data as typeof healthWhileSeeding;
  // On air at once: /stream answers with audio (the station ID) while the demo is still being seeded.
  // The encoder takes a moment to start: a listener retrying as a player does gets in well before seeding ends.
  const deadline = Date.now() + 60_000;
  let rx = await listen(`${station.url}/stream`);
  while (rx.status !== 200 && Date.now() < deadline && station.context.seeding.active) {
    rx.stop();
    await new Promise((r) => setTimeout(r, 250));
    rx = await listen(`${station.url}/stream`);
  }
  while (rx.audio().length < 16_000 && Date.now() < deadline && station.context.seeding.active)
    await new Promise((r) => setTimeout(r, 100));
  const np = (await apiClient(station).call('nowPlaying.get')) as { current: { source: string } | null };
  earlyListener = {
    status: rx.status,
    bytes: rx.audio().length,
    seedingStillActive: station.context.seeding.active,
    source: np.current?.source ?? null,
  };
  rx.stop();
  await station.ready;
  seedSeconds = (performance.now() - started) / 1000;
}, 600_000);
afterAll(() => station?.close());

/** The public's reads: call() refuses anything but a 2xx answer. */
const visitor = () => apiClient(station);
/** The whole library, as the public list answers it without page keys. */
const allTracks = async (): Promise<Track[]> => itemsOf(await visitor().call('tracks.list'));

/** Fetches a media URL and checks it is served as a JPEG; returns its pixel size. */
async function jpegAt(url: string) {
  const res = await station.fetch(url);
  expect(res.status, url).toBe(200);
  expect(res.headers.get('content-type'), url).toBe('image/jpeg');
  return jpegSize(Buffer.from(await res.arrayBuffer()));
}

const audioPath = (track: Track) => station.context.media.pathOf('audio', path.basename(track.audioFileUrl));

describe('first-run demo station', () => {
  it('reports seeding in /api/health while it works, and not after', async () => {
    expect(healthWhileSeeding).toMatchObject({ seeding: true });
    expect(await visitor().call('station.health')).toMatchObject({ ok: true, seeding: false });
    console.info(`demo seeding took ${seedSeconds.toFixed(1)} s`);
  });

  it('is on air before the seeding ends: /stream sends audio from the station ID meanwhile', () => {
    expect(earlyListener.status).toBe(200);
    expect(earlyListener.bytes).toBeGreaterThanOrEqual(16_000);
    expect(earlyListener.seedingStillActive).toBe(true);
    expect(earlyListener.source).toBe('station-id');
  });

  it('has at least six tracks of 60–180 s by four artists or more, with served covers and audio', async () => {
    const tracks = await allTracks();
    expect(tracks.length).toBeGreaterThanOrEqual(6);
    expect(new Set(tracks.map((t) => t.artist)).size).toBeGreaterThanOrEqual(4);
    for (const track of tracks) {
      expect(track.title && track.artist && track.album, track.title).toBeTruthy();
      expect(track.duration).toBeGreaterThanOrEqual(60);
      expect(track.duration).toBeLessThanOrEqual(180);
      expect(track.coverImageUrl).toMatch(/^\/media\/covers\/[a-f0-9]+\.jpg$/);
      expect(await jpegAt(track.coverImageUrl!)).toEqual({ width: 500, height: 500 });
      const audio = await station.fetch(track.audioFileUrl, { method: 'HEAD' });
      expect(audio.status).toBe(200);
      expect(audio.headers.get('content-type')).toBe('audio/mpeg');
      // The stored duration is the file's real one.
      const { format } = await parseFile(audioPath(track), { duration: true });
      expect(format.duration).toBeCloseTo(track.duration, 1);
      expect([format.sampleRate, format.numberOfChannels, format.bitrate]).toEqual([44_100, 2, 128_000]);
    }
  });

  it('synthesised music without long silences', async () => {
    const tracks = await allTracks();
    for (const track of tracks) {
      expect(await findSilences(station.context.ffmpegPath, audioPath(track), -50, 2), track.title).toEqual([]);
    }
  });

  it('synthesised chords that move: several spectral peaks in every window, not the same in all', async () => {
    const rate = 11_025;
    const tracks = await allTracks();
    for (const track of tracks) {
      const windows = await Promise.all(
        [0.2, 0.4, 0.6, 0.8].map(async (at) => {
          const block = (
            await decodeMono(station.context.ffmpegPath, audioPath(track), rate, track.duration * at, 1)
          ).subarray(0, 8192);
          return spectralPeaks(block, rate);
        }),
      );
      for (const peaks of windows) expect(peaks.length, track.title).toBeGreaterThanOrEqual(3);
      expect(new Set(windows.map((peaks) => peaks.join(','))).size, track.title).toBeGreaterThan(1);
    }
  });

  it('has at least eight art and four shipyard pictures, each with a thumbnail', async () => {
    const images = await visitor().call('gallery.images');
    expect(images.filter((i) => i.type === 'art').length).toBeGreaterThanOrEqual(8);
    expect(images.filter((i) => i.type === 'shipyard').length).toBeGreaterThanOrEqual(4);
    expect(new Set(images.map((i) => i.imageUrl)).size).toBe(images.length);
    for (const image of images) {
      expect(image.title.length).toBeGreaterThan(3);
      expect(image.description?.length).toBeGreaterThan(20);
      expect(await jpegAt(image.imageUrl)).toEqual({ width: 1200, height: 800 });
      expect((await jpegAt(image.thumbnailUrl)).width).toBe(480);
    }
  });

  it('has the station stream first; every active source is one of its mounts and plays', async () => {
    const sources = await visitor().call('streaming.sources');
    expect(sources).toHaveLength(3);
    expect(sources[0]).toMatchObject({ name: STATION.name, url: '/stream', isActive: true });
    expect(sources.filter((s) => !s.isActive)).toHaveLength(1);
    const active = sources.filter((s) => s.isActive);
    expect(active.length).toBeGreaterThanOrEqual(2);
    for (const source of active) {
      // A card on /streaming whose address never answers is a play button that never plays.
      expect(source.url, source.name).toMatch(/^\/(?!\/)/);
      const rx = await listen(`${station.url}${source.url}`);
      try {
        expect(rx.status, source.url).toBe(200);
        expect(rx.headers['content-type'], source.url).toMatch(/^audio\//);
        await expect.poll(() => rx.audio().length, { timeout: 30_000, message: source.url }).toBeGreaterThan(4_000);
      } finally {
        rx.stop();
      }
    }
  });

  it('has this week’s shows, with this Saturday’s special replacing one occurrence (not June 2025)', async () => {
    const week = await visitor().call('station.week');
    const names = new Set(week.occurrences.map((o) => o.showName));
    for (const name of ['Despertar en la Frontera', 'Memoria de Portbou', 'Sesión Tramontana'])
      expect(names).toContain(name);
    expect(week.occurrences.filter((o) => o.showName === 'Despertar en la Frontera')).toHaveLength(5);
    expect(names).toContain('Especial Sant Pere');
    expect(names).not.toContain('Mercado y Mar');
    const days = await visitor().call('station.schedule');
    expect(days.every((d) => !d.date.startsWith('2025-06-'))).toBe(true);
  });

  it('has the eight team members with avatars: two employees, six volunteers', async () => {
    const team = await visitor().call('station.team');
    expect(team).toHaveLength(LISTS.teamCards);
    expect(team.filter((m) => m.isEmployee)).toHaveLength(2);
    for (const member of team) {
      expect(member.role && member.bio && member.firstName && member.lastName).toBeTruthy();
      expect(member.image).toMatch(/^\/media\/team\/[a-f0-9]+\.jpg$/);
      expect(await jpegAt(member.image)).toEqual({ width: 400, height: 400 });
    }
  });

  it('has the six podcasts of the public site, each with a short first episode the feed serves', async () => {
    const podcasts = await visitor().call('podcasts.list');
    expect(podcasts.map((p) => p.title).sort()).toEqual(DEMO_PODCASTS.map((p) => p.title).sort());
    expect(podcasts).toHaveLength(LISTS.featuredPodcasts);
    for (const podcast of podcasts) {
      expect(podcast.episodes).toHaveLength(1);
      const [episode] = podcast.episodes;
      expect(episode!.durationSec).toBeGreaterThan(19);
      expect(episode!.durationSec).toBeLessThan(21);
      const head = await station.fetch(episode!.audioUrl, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(Number(head.headers.get('content-length'))).toBe(episode!.sizeBytes);
      const feed = await (await station.fetch(new URL(podcast.feedUrl).pathname)).text();
      expect(feed).toContain(episode!.guid);
      // Ready for Apple Podcasts and Podcast Index as seeded: square 1400 px cover, owner's address, fixed guid.
      const fetchImage = async (url: string) => new Uint8Array(await (await fetch(url)).arrayBuffer());
      expect(await podcastDirectoryProblems(feed, fetchImage), podcast.title).toEqual([]);
    }
  });

  it('does not seed again on a second start of the same data dir', async () => {
    const seededAt = station.context.repos.settings.read(DEMO_SEEDED_KEY);
    expect(seededAt).toBeTruthy();
    const before = { tracks: station.context.repos.tracks.count(), images: station.context.repos.gallery.count() };
    await station.stop();

    const again = await startStation({ ...station.context.config }, { log: silentLogger });
    try {
      expect(again.context.seeding.active).toBe(false);
      await again.ready;
      const { repos } = again.context;
      expect(repos.settings.read(DEMO_SEEDED_KEY)).toBe(seededAt);
      expect({ tracks: repos.tracks.count(), images: repos.gallery.count() }).toEqual(before);
      expect(repos.sources.count()).toBe(3);
      expect(repos.team.list()).toHaveLength(8);
      expect(repos.shows.list()).toHaveLength(DEMO_SHOWS.length);
      expect(repos.schedule.days().flatMap((d) => d.programs)).toHaveLength(1);
    } finally {
      await again.stop();
    }
  });
});
