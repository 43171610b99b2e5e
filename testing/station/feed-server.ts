import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { create } from 'xmlbuilder2';
import { createOfflineBroadcast } from '../../desktop/station/broadcast/engine/offline';
import type { StartOptions } from '../../desktop/station/start-station';
import { makeToneFile } from './test-audio';
import { startTestStation } from './test-station';

export interface FeedEpisode {
  guid: string;
  title: string;
  publishedAt: number;
  /** Path of its enclosure on this server, e.g. /ep/1.mp3. */
  file: string;
}

/**
 * A programme's feed on 127.0.0.1, as a network's server publishes it: RSS 2.0 with an ETag (a conditional GET gets
 * 304), episodes whose enclosures are real MP3 tones made with the bundled ffmpeg. A test changes `episodes`, makes
 * the feed or one file fail with a status, or takes the feed down (connection reset), and reads the requests made.
 */
export async function startFeedServer(ffmpegPath: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feed-'));
  const files = new Map<string, Buffer>();
  const state = {
    title: 'Red de Emisoras',
    episodes: [] as FeedEpisode[],
    /** A status for the feed itself, or 'reset' to drop the connection. */
    feedStatus: 200 as number | 'reset',
    /** Last-Modified of single files (epoch ms), as a server sends it. */
    lastModified: new Map<string, number>(),
    /** Statuses for single files (e.g. 500 for a broken episode). */
    fileStatus: new Map<string, number>(),
    /** Each request, with its conditional headers (If-Modified-Since only when sent). */
    requests: [] as Array<{ path: string; ifNoneMatch: string | null; ifModifiedSince?: string }>,
  };
  const feedXml = () => {
    const channel = create({ version: '1.0', encoding: 'UTF-8' })
      .ele('rss', { version: '2.0' })
      .ele('channel')
      .ele('title')
      .txt(state.title)
      .up()
      .ele('link')
      .txt('https://red.example/programa')
      .up();
    for (const e of state.episodes)
      channel
        .ele('item')
        .ele('title')
        .txt(e.title)
        .up()
        .ele('guid', { isPermaLink: 'false' })
        .txt(e.guid)
        .up()
        .ele('pubDate')
        .txt(new Date(e.publishedAt).toUTCString())
        .up()
        .ele('enclosure', {
          url: `${base}${e.file}`,
          type: 'audio/mpeg',
          length: String(files.get(e.file)?.length ?? 0),
        });
    return channel.end({ prettyPrint: true });
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const ifNoneMatch = (req.headers['if-none-match'] as string | undefined) ?? null;
    const ifModifiedSince = (req.headers['if-modified-since'] as string | undefined) ?? null;
    state.requests.push({ path: url.pathname, ifNoneMatch, ...(ifModifiedSince ? { ifModifiedSince } : {}) });
    if (url.pathname === '/feed.xml') {
      if (state.feedStatus === 'reset') return void req.socket.destroy();
      if (state.feedStatus !== 200) return void res.writeHead(state.feedStatus).end('no');
      const xml = feedXml();
      const etag = `"${createHash('sha1').update(xml).digest('hex')}"`;
      if (ifNoneMatch === etag) return void res.writeHead(304, { ETag: etag }).end();
      return void res.writeHead(200, { 'Content-Type': 'application/rss+xml', ETag: etag }).end(xml);
    }
    const status = state.fileStatus.get(url.pathname);
    if (status) return void res.writeHead(status).end('no');
    const body = files.get(url.pathname);
    if (!body) return void res.writeHead(404).end('no');
    const modified = state.lastModified.get(url.pathname);
    // A file asked for with its date again is not sent twice, as a web server answers a conditional GET.
    if (modified !== undefined && ifModifiedSince && Date.parse(ifModifiedSince) >= Math.floor(modified / 1000) * 1000)
      return void res.writeHead(304).end();
    res
      .writeHead(200, {
        'Content-Type': 'audio/mpeg',
        'Content-Length': String(body.length),
        ...(modified === undefined ? {} : { 'Last-Modified': new Date(modified).toUTCString() }),
      })
      .end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    state,
    url: (p: string) => `${base}${p}`,
    /** Serves any body at a path (an oversized or hostile feed). */
    serve: (p: string, body: Buffer) => files.set(p, body),
    /** A tone of `frequency` Hz, `seconds` long, served at `file`. */
    async addTone(file: string, frequency: number, seconds: number) {
      const out = path.join(dir, `${frequency}-${seconds}.mp3`);
      await makeToneFile(ffmpegPath, out, { frequency, toneSeconds: seconds, silence: 0 });
      files.set(file, fs.readFileSync(out));
    },
    close: () =>
      new Promise<void>((resolve) => {
        fs.rmSync(dir, { recursive: true, force: true });
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type FeedServer = Awaited<ReturnType<typeof startFeedServer>>;

/** The test's "allowed network" (--import-allow 127.0.0.1/32): the feed server's loopback only. */
export const loopbackOnly = (address: string) => address === '127.0.0.1';

/** A station without the broadcast engine whose downloads may reach the loopback feed server. */
export const startFeedTestStation = (options: StartOptions = {}) =>
  startTestStation({}, { createBroadcast: createOfflineBroadcast, downloadAddressPolicy: loopbackOnly, ...options });
