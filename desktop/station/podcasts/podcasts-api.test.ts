import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Parser from 'rss-parser';
import { describe, expect, it } from 'vitest';
import { podcastSchema } from '../../../shared/schemas/archive/podcasts';
import { stationTimeZone } from '../../../shared/station/station-time';
import { recordingPath, recordingsRoot, newRecordingFile } from '../recording/paths';
import { adminSuite } from '../../../testing/station/admin-helpers';
import { podcastDirectoryProblems } from '../../../testing/station/podcast-directories';
import { makeToneFile } from '../../../testing/station/test-audio';
import { feedPath, rfc2822 } from './feed';
import { apiClient } from '../../../testing/station/api-client';

// rss-parser reads the iTunes channel fields itself (feed.itunes); language and the episode duration are asked for.
const parser = new Parser<{ language: string }, { itunesDuration: string }>({
  customFields: { feed: ['language'], item: [['itunes:duration', 'itunesDuration']] },
});

/** A plain GET: fetch() marks requests carrying If-None-Match as no-cache, which a server must answer in full. */
function status(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

describe('podcasts: CRUD, episodes cut from recordings, feeds podcast apps accept', () => {
  const s = adminSuite();

  /** A finished 12 s live recording (a tone file where the recorder would have written it). */
  async function recording(): Promise<number> {
    const ctx = s.station.context;
    const root = recordingsRoot(ctx.config.dataDir);
    const started = new Date('2026-11-21T18:00:00.000Z');
    const fileName = newRecordingFile(root, 'live', started, stationTimeZone(ctx.config));
    await makeToneFile(ctx.ffmpegPath, recordingPath(root, fileName), { frequency: 660, toneSeconds: 12, silence: 0 });
    const id = ctx.repos.recordings.create({
      kind: 'live',
      title: 'Magazine',
      fileName,
      startedAt: started.toISOString(),
    });
    const size = fs.statSync(recordingPath(root, fileName)).size;
    ctx.repos.recordings.finish(id, '2026-11-21T18:00:12.000Z', 12, size);
    return id;
  }

  it('creates, trims a recording into an episode, serves the feed with every field, and deletes together', async () => {
    const { station, client: api, fx } = s;
    const bad = await api.sendInvalid('podcasts.create', { body: { title: '', description: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.error?.field).toBeDefined();
    expect(station.context.repos.podcasts.list()).toHaveLength(0);

    const created = await api.send('podcasts.create', {
      body: {
        title: 'Historias de la frontera',
        description: 'Relatos de quienes cruzaron la frontera por Portbou.',
        author: 'Marta Vidal',
        language: 'es',
        category: 'History',
        ownerEmail: 'podcasts@radioportbou.example',
      },
    });
    expect(created.status).toBe(201);
    const { id, slug, feedUrl } = created.data!;
    expect(slug).toBe('historias-de-la-frontera');
    expect(feedUrl).toBe(`${station.url}${feedPath(slug)}`);

    const coverForm = (file: string) => {
      const form = new FormData();
      form.append('cover', new Blob([fs.readFileSync(file)], { type: 'image/png' }), 'cover.png');
      return form;
    };
    // Apple takes square covers of 1400-3000 px only: a 640 × 480 one is refused with the reason.
    const setCover = (body: FormData) => api.send('podcasts.cover', { params: { id }, body });
    const small = await setCover(coverForm(fx.png));
    expect(small.status).toBe(400);
    expect(small.error?.message).toBe(
      'La portada debe ser cuadrada, de 1400 a 3000 píxeles de lado (como exige Apple Podcasts). Esta mide 640 × 480.',
    );
    expect(station.context.repos.podcasts.get(id)!.coverFile).toBeNull();
    const cover = await setCover(coverForm(fx.squareCover));
    expect(cover.status).toBe(200);
    const gif = new FormData();
    gif.append('cover', new Blob([fs.readFileSync(fx.gif)], { type: 'image/gif' }), 'cover.gif');
    expect((await setCover(gif)).status).toBe(415);

    const recordingId = await recording();
    // The trimming waveform's peaks: two a second, one steady level for the steady tone (ffmpeg's mono downmix of a
    // 0.5 tone sent to both channels is about 0.34).
    const peaks = await api.call('recordings.peaks', { params: { id: recordingId } });
    expect(Math.abs(peaks.peaks.length - 24)).toBeLessThanOrEqual(1);
    expect(peaks.peaks.slice(1, -1).every((p) => p > 0.3 && p < 0.4)).toBe(true);
    const addEpisode = (body: {
      title: string;
      description: string;
      recordingId: number;
      startSec?: number;
      endSec?: number;
    }) => api.send('podcasts.addEpisode', { params: { id }, body });
    const cut = await api.send('podcasts.addEpisode', {
      params: { id },
      body: { title: 'La frontera, 1939', description: 'Primer episodio.', recordingId, startSec: 2, endSec: 7 },
    });
    expect(cut.status).toBe(201);
    const episode = cut.data!;
    expect(Math.abs(episode.durationSec - 5)).toBeLessThan(0.1);
    const upload = new FormData();
    upload.append('title', 'Entrevista');
    upload.append('description', 'Subida como archivo.');
    upload.append('audio', new Blob([fs.readFileSync(fx.wav)], { type: 'audio/wav' }), 'entrevista.wav');
    const uploaded = await api.send('podcasts.addEpisode', { params: { id }, body: upload });
    expect(uploaded.status).toBe(201);

    // A recording whose file is gone, or a cut outside it: clear 4xx, no row, no file.
    const lost = await recording();
    const lostRow = station.context.repos.recordings.get(lost)!;
    fs.rmSync(recordingPath(recordingsRoot(station.context.config.dataDir), lostRow.fileName));
    expect((await api.send('recordings.peaks', { params: { id: lost } })).status).toBe(422);
    expect((await api.send('recordings.audio', { params: { id: lost } })).status).toBe(404);
    const before = station.context.repos.podcasts.episodes(id).length;
    const gone = await addEpisode({ title: 'x', description: 'y', recordingId: lost });
    expect(gone.status).toBe(409);
    const outside = await addEpisode({ title: 'x', description: 'y', recordingId, startSec: 30 });
    expect(outside.status).toBe(400);
    const reversed = await addEpisode({ title: 'x', description: 'y', recordingId, startSec: 5, endSec: 2 });
    expect(reversed.error?.field).toBe('endSec');
    expect(station.context.repos.podcasts.episodes(id)).toHaveLength(before);
    station.context.repos.recordings.remove(lost);

    // The recording an episode came from cannot go.
    const busy = await api.send('recordings.delete', { params: { id: recordingId } });
    expect(busy.status).toBe(409);
    expect(busy.error?.error).toBe('recording_in_use');

    // The feed, parsed by a podcast library, field by field against the database.
    const feedRes = await station.fetch(feedPath(slug));
    expect(feedRes.status).toBe(200);
    expect(feedRes.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    const xml = await feedRes.text();
    expect(xml).toContain('xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"');
    expect(xml).toContain('xmlns:podcast="https://podcastindex.org/namespace/1.0"');
    const feed = await parser.parseString(xml);
    const row = station.context.repos.podcasts.get(id)!;
    const rows = station.context.repos.podcasts.episodes(id);
    expect(feed.title).toBe(row.title);
    expect(feed.link).toBe(`${station.url}/podcasts`);
    expect(feed.description).toBe(row.description);
    expect(feed.language).toBe(row.language);
    expect(feed.itunes?.author).toBe(row.author);
    expect(feed.itunes?.categories).toEqual([row.category]);
    expect(feed.itunes?.owner).toEqual({ name: row.author, email: 'podcasts@radioportbou.example' });
    expect(xml).toContain('<podcast:locked owner="podcasts@radioportbou.example">no</podcast:locked>');
    const fetchImage = async (url: string) => new Uint8Array(await (await fetch(url)).arrayBuffer());
    expect(await podcastDirectoryProblems(xml, fetchImage)).toEqual([]);
    // The guid was fixed at creation: a feed read at another address names the same podcast.
    const elsewhere = await new Promise<string>((resolve, reject) => {
      http
        .get(`${station.url}${feedPath(slug)}`, { headers: { Host: 'radio.elsewhere.example:8080' } }, (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve(body));
        })
        .on('error', reject);
    });
    const guidOf = (feedXml: string) => /<podcast:guid>([^<]+)<\/podcast:guid>/.exec(feedXml)?.[1];
    expect(guidOf(elsewhere)).toBe(guidOf(xml));
    expect(guidOf(xml)).toBe(station.context.repos.podcasts.get(id)!.guid);
    expect(feed.itunes?.image).toBe(`${station.url}/media/covers/${row.coverFile}`);
    expect(feed.image?.url).toBe(`${station.url}/media/covers/${row.coverFile}`);
    expect(feed.items).toHaveLength(2);
    for (const item of feed.items) {
      const dbEpisode = rows.find((e) => e.guid === item.guid)!;
      expect(dbEpisode).toBeDefined();
      expect(item.title).toBe(dbEpisode.title);
      expect(item.content).toBe(dbEpisode.description);
      expect(item.pubDate).toBe(rfc2822(dbEpisode.publishedAt));
      expect(item.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      expect(item.enclosure?.url).toBe(`${station.url}${dbEpisode.audioUrl}`);
      expect(item.enclosure?.type).toBe('audio/mpeg');
      expect(Number(item.enclosure?.length)).toBe(dbEpisode.sizeBytes);
      const total = Math.round(dbEpisode.durationSec);
      expect(item.itunesDuration).toBe(
        `${String(Math.floor(total / 3600)).padStart(2, '0')}:${String(Math.floor((total % 3600) / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`,
      );
      // The enclosure: exact length on disk, HEAD and Range answer the same Content-Length as the feed.
      const enclosure = new URL(item.enclosure!.url).pathname;
      const file = path.join(station.context.media.root, 'episodes', path.basename(enclosure));
      expect(fs.statSync(file).size).toBe(dbEpisode.sizeBytes);
      const head = await station.fetch(enclosure, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe(item.enclosure?.length);
      expect(head.headers.get('accept-ranges')).toBe('bytes');
      const ranged = await station.fetch(enclosure, { headers: { Range: 'bytes=100-1099' } });
      expect(ranged.status).toBe(206);
      expect(ranged.headers.get('content-length')).toBe('1000');
      expect(ranged.headers.get('content-range')).toBe(`bytes 100-1099/${dbEpisode.sizeBytes}`);
      expect(Buffer.from(await ranged.arrayBuffer())).toEqual(fs.readFileSync(file).subarray(100, 1100));
    }
    // The guid is stable: the same on every fetch.
    const again = await parser.parseString(await (await station.fetch(feedPath(slug))).text());
    expect(again.items.map((i) => i.guid)).toEqual(feed.items.map((i) => i.guid));

    // Conditional GETs: ETag and Last-Modified both give 304 while nothing changed.
    const etag = feedRes.headers.get('etag')!;
    const lastModified = feedRes.headers.get('last-modified')!;
    expect(etag).toMatch(/^"/);
    expect(new Date(lastModified).toUTCString()).toBe(lastModified);
    expect(await status(feedUrl, { 'If-None-Match': etag })).toBe(304);
    expect(await status(feedUrl, { 'If-Modified-Since': lastModified })).toBe(304);

    // The public list carries the episodes with their audio.
    const list = podcastSchema.array().parse(await apiClient(station).call('podcasts.list'));
    expect(list[0]?.episodes.map((e) => e.id).sort()).toEqual(rows.map((e) => e.id).sort());

    // Deleting an episode removes its row and its file; the feed changes (new ETag).
    const first = rows.find((e) => e.id === episode.id)!;
    const firstFile = path.join(station.context.media.root, 'episodes', first.fileName);
    expect((await api.send('podcasts.deleteEpisode', { params: { id, episodeId: first.id } })).status).toBe(204);
    expect(fs.existsSync(firstFile)).toBe(false);
    expect(station.context.repos.podcasts.episode(first.id)).toBeUndefined();
    expect(await status(feedUrl, { 'If-None-Match': etag })).toBe(200);
    // Now the recording is free again.
    expect((await api.send('recordings.delete', { params: { id: recordingId } })).status).toBe(204);

    // Deleting the podcast removes its episodes' files and its cover with the rows.
    const remaining = station.context.repos.podcasts.episodes(id);
    expect((await api.send('podcasts.delete', { params: { id } })).status).toBe(204);
    for (const e of remaining)
      expect(fs.existsSync(path.join(station.context.media.root, 'episodes', e.fileName))).toBe(false);
    expect(fs.existsSync(path.join(station.context.media.root, 'covers', row.coverFile!))).toBe(false);
    expect(station.context.repos.podcasts.list()).toHaveLength(0);
    expect((await station.fetch(feedPath(slug))).status).toBe(404);
  }, 60_000);

  it('refuses admin writes without an admin session', async () => {
    const res = await apiClient(s.station).send('podcasts.create', {
      body: { title: 'x', description: 'x', author: 'x', language: 'es', category: 'x' },
    });
    expect(res.status).toBe(401);
  });
});
