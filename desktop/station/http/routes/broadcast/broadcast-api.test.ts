import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminStreamingStatusSchema,
  type NowPlaying,
  nowPlayingSchema,
  publicStreamingStatusSchema,
  radioGardenSchema,
} from '../../../../../shared/schemas/broadcast/streaming';
import { hashPassword } from '../../../auth/passwords';
import { decodeMp3, waitFor } from '../../../../../testing/station/test-audio';
import { listen, longestSilenceMs } from '../../../../../testing/station/test-listener';
import { startTestStation, type TestStation } from '../../../../../testing/station/test-station';
import { type ApiClient, apiClient } from '../../../../../testing/station/api-client';

describe('broadcast API', () => {
  let station: TestStation;
  let admin: ApiClient;
  let listener: ApiClient;
  let anonymous: ApiClient;

  beforeAll(async () => {
    station = await startTestStation({ publicUrl: undefined });
    station.context.repos.users.create('oyente', await hashPassword('oyente-password-1'), false);
    admin = apiClient(station, await station.login());
    listener = admin.as(await station.login('oyente', 'oyente-password-1'));
    anonymous = admin.as(undefined);
    await station.ready;
  }, 60_000);

  afterAll(async () => {
    await station?.close();
  });

  it.each([
    ['streaming.start', undefined],
    ['streaming.stop', undefined],
    ['streaming.skip', undefined],
    ['streaming.key', undefined],
    ['streaming.settings', { crossfadeSeconds: 3 }],
  ] as const)('%s refuses anonymous (401) and non-admin (403) callers and changes nothing', async (name, body) => {
    const keyBefore = station.context.repos.settings.streaming().streamKey;
    expect((await anonymous.sendInvalid(name, { body })).status).toBe(401);
    const res = await listener.sendInvalid(name, { body });
    expect(res.status).toBe(403);
    expect(res.error?.message).toMatch(/administrador/);
    expect(station.context.repos.settings.streaming().streamKey).toBe(keyBefore);
    expect(station.context.repos.settings.streaming().crossfadeSeconds).toBe(2);
    expect(station.context.broadcast.status().serverRunning).toBe(true);
  });

  it('shows the key and live settings to admins only', async () => {
    for (const caller of [anonymous, listener]) {
      const body: unknown = JSON.parse((await caller.send('streaming.status')).text);
      expect(publicStreamingStatusSchema.strict().safeParse(body).success).toBe(true);
      expect(JSON.stringify(body)).not.toContain(station.context.repos.settings.streaming().streamKey);
    }
    const body = adminStreamingStatusSchema.parse(await admin.call('streaming.status'));
    expect(body.streamKey).toBe(station.context.repos.settings.streaming().streamKey);
    expect(body.serverRunning).toBe(true);
    expect(body.rtmpPort).toBe(station.context.config.rtmpPort);
  });

  it('validates settings with Spanish messages and applies good ones', async () => {
    const tooLong = await admin.send('streaming.settings', { body: { crossfadeSeconds: 11 } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.error?.message).toMatch(/fundido/);
    expect((await admin.send('streaming.settings', { body: {} })).status).toBe(400);
    expect((await admin.sendInvalid('streaming.settings', { body: { loudnessTargetLufs: 'alto' } })).status).toBe(400);
    const ok = await admin.send('streaming.settings', { body: { crossfadeSeconds: 4, loudnessTargetLufs: -18 } });
    expect(ok.status).toBe(200);
    expect(station.context.repos.settings.streaming()).toMatchObject({ crossfadeSeconds: 4, loudnessTargetLufs: -18 });
    await admin.call('streaming.settings', { body: { crossfadeSeconds: 2, loudnessTargetLufs: -16 } });
  });

  it('plays the bundled station ID on an empty library and says so', async () => {
    // emptyLibrary is already true before the first item airs (nothing current, nothing playable): wait for the loop.
    await waitFor(
      'station-ID on air',
      () => station.context.broadcast.nowPlaying().current?.source === 'station-id',
      10_000,
    );
    const status = adminStreamingStatusSchema.parse(await admin.call('streaming.status'));
    expect(status.emptyLibrary).toBe(true);
    const np = await anonymous.call('nowPlaying.get');
    expect(np.current?.source).toBe('station-id');
    const rx = await listen(`${station.url}/stream`);
    await waitFor('audio', () => rx.audio().length > 48_000, 10_000);
    rx.stop();
    const pcm = await decodeMp3(station.context.ffmpegPath, rx.audio());
    expect(longestSilenceMs(pcm).ms).toBeLessThan(pcm.length / 176.4 / 2);
  }, 20_000);

  it('serves playlists with the absolute stream URL from the request host', async () => {
    const pls = await anonymous.send('streaming.playlistPls');
    expect(pls.res.headers.get('content-type')).toContain('audio/x-scpls');
    expect(pls.text).toContain(`File1=${station.url}/stream\n`);
    const m3u = await anonymous.send('streaming.playlistM3u');
    expect(m3u.res.headers.get('content-type')).toContain('audio/x-mpegurl');
    // The MP3 stream is the first entry (AAC and Opus follow it).
    expect(m3u.text.split('\n').find((line) => line.startsWith('http'))).toBe(`${station.url}/stream`);
    const evil = await new Promise<string>((resolve) => {
      http.get(
        `${station.url}${anonymous.url('streaming.playlistM3u')}`,
        { headers: { Host: 'evil.example"><script>' } },
        (res) => {
          let text = '';
          res.on('data', (c) => (text += c));
          res.on('end', () => resolve(text));
        },
      );
    });
    expect(evil).not.toContain('evil');
  });

  it('serves an embeddable player page and the Radio Garden description', async () => {
    const page = await anonymous.send('streaming.player');
    expect(page.res.headers.get('content-type')).toContain('text/html');
    const html = page.text;
    expect(html).toContain('<audio controls preload="none" src="/stream">');
    // Literal URL: the address the page's own script opens, read in the page's text.
    expect(html).toContain('/api/now-playing/events');
    const rg = radioGardenSchema.parse(await anonymous.call('streaming.radioGarden'));
    expect(rg).toMatchObject({ streamUrl: `${station.url}/stream`, codec: 'MP3', bitrate: 128 });
    expect(rg.location.city).toBe('Portbou');
  });

  /** Reads GET /api/now-playing/events as a browser's EventSource would, parsing each event with the schema. */
  function nowPlayingEvents() {
    const messages: NowPlaying[] = [];
    const req = http.get(`${station.url}${anonymous.url('nowPlaying.events')}`, (res) => {
      expect(res.headers['content-type']).toContain('text/event-stream');
      let buffer = '';
      res.on('data', (chunk: Buffer) => {
        buffer += chunk.toString('utf8');
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const data = /^data: (.*)$/m.exec(buffer.slice(0, end));
          if (data) messages.push(nowPlayingSchema.parse(JSON.parse(data[1]!)));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
      });
    });
    return { messages, close: () => req.destroy() };
  }

  it('pushes now-playing over SSE, again when the listener count changes', async () => {
    const events = nowPlayingEvents();
    const { messages } = events;
    await waitFor('first event', () => messages.length >= 1, 5_000);
    const before = messages.at(-1)!.listeners;
    const rx = await listen(`${station.url}/stream`);
    await waitFor('an event with one more listener', () => messages.some((m) => m.listeners === before + 1), 5_000);
    rx.stop();
    events.close();
  });

  it('now-playing says when the engine is off air, in the poll and pushed at once (the public labels read it)', async () => {
    const events = nowPlayingEvents();
    await waitFor('an on-air event', () => events.messages.at(-1)?.serverRunning === true, 5_000);
    expect((await admin.send('streaming.stop')).status).toBe(200);
    await waitFor('an off-air event', () => events.messages.at(-1)?.serverRunning === false, 5_000);
    expect(events.messages.at(-1)).toMatchObject({ serverRunning: false, isLive: false, current: null });
    const polled = await anonymous.call('nowPlaying.get');
    expect(polled).toMatchObject({ serverRunning: false, current: null });
    expect((await admin.send('streaming.start')).status).toBe(200);
    await waitFor('on air again', () => events.messages.at(-1)?.serverRunning === true, 5_000);
    events.close();
  });

  it('stop answers 503 on /stream with a Spanish message; start restores it', async () => {
    expect((await admin.send('streaming.stop')).status).toBe(200);
    const res = await station.fetch('/stream');
    expect(res.status).toBe(503);
    expect(((await res.json()) as { message: string }).message).toBe('La emisión no está activa en este momento.');
    expect((await admin.send('streaming.skip')).status).toBe(409);
    expect((await admin.send('streaming.start')).status).toBe(200);
    expect((await station.fetch('/stream', { method: 'HEAD' })).status).toBe(200);
  });
});
