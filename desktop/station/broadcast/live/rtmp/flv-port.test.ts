import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestStation, type TestStation } from '../../../../../testing/station/test-station';
import { addToneTrack, waitFor } from '../../../../../testing/station/test-audio';
import { firstToneAt } from '../../../../../testing/station/test-listener';

const ATTACKER_TONE = 1234;

describe('HTTP-FLV port: nobody without credentials publishes', () => {
  let station: TestStation;
  const children: ChildProcess[] = [];
  const flvUrl = (name: string) => `http://127.0.0.1:${station.context.config.flvPort}/live/${name}.flv`;

  /** `ffmpeg … -f flv - | curl -T - -X POST URL`: the attacker's tone streamed as the body of one POST. */
  function postFlv(url: string) {
    const encoder = spawn(
      station.context.ffmpegPath,
      [
        ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-re', '-f', 'lavfi'],
        ...['-i', `sine=frequency=${ATTACKER_TONE}:sample_rate=44100`, '-ac', '2', '-c:a', 'aac', '-f', 'flv', '-'],
      ],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    children.push(encoder);
    const request = http.request(url, { method: 'POST', headers: { 'Transfer-Encoding': 'chunked' } });
    const answered = new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve) => {
      request.on('response', (res) => {
        let body = '';
        res.on('data', (d: Buffer) => {
          body += d.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
    });
    request.on('error', () => {});
    encoder.stdout!.pipe(request);
    return { answered };
  }

  /** What an ffmpeg player decodes from `url` in `seconds` (nothing when it is refused). */
  function play(url: string, seconds: number): Promise<Buffer> {
    const player = spawn(
      station.context.ffmpegPath,
      [
        ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-t', String(seconds), '-i', url],
        ...['-f', 's16le', '-ar', '44100', '-ac', '2', 'pipe:1'],
      ],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    children.push(player);
    const chunks: Buffer[] = [];
    player.stdout!.on('data', (c: Buffer) => chunks.push(c));
    return new Promise((resolve) => player.once('close', () => resolve(Buffer.concat(chunks))));
  }

  /** FLV bytes a plain HTTP player of `url` receives in `seconds` (0 when it is refused). */
  function received(url: string, seconds: number): Promise<number> {
    return new Promise((resolve) => {
      let bytes = 0;
      const request = http.get(url, (res) => {
        if (res.statusCode !== 200) res.resume();
        else
          res.on('data', (d: Buffer) => {
            bytes += d.length;
          });
      });
      request.on('error', () => {});
      setTimeout(() => {
        request.destroy();
        resolve(bytes);
      }, seconds * 1000);
    });
  }

  beforeAll(async () => {
    station = await startTestStation();
    await addToneTrack(station.context, {
      title: 'Tono 440',
      artist: 'A',
      frequency: 440,
      toneSeconds: 20,
      silence: 0,
    });
    await station.ready;
    await waitFor(
      'rotation on air',
      () => station.context.broadcast.nowPlaying().current?.source === 'rotation',
      15_000,
    );
  }, 60_000);

  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
  });

  afterAll(async () => {
    await station?.close();
  });

  it('refuses a POST of FLV on any path, so no player hears it: not the station output, not another path', async () => {
    // Nobody plays the output yet: its encoder is asleep and the path has no publisher, as in the attack.
    expect(station.context.broadcast.status().listeners).toBe(0);
    const onOutput = postFlv(flvUrl('emisora'));
    const onRelay = postFlv(flvUrl('relay2'));
    const [output, relay] = await Promise.all([onOutput.answered, onRelay.answered]);
    // Before the fix the answer came at once while the body went on feeding the path: play it meanwhile.
    const [station440, relayed] = await Promise.all([play(flvUrl('emisora'), 5), received(flvUrl('relay2'), 3)]);
    expect(station440.length).toBeGreaterThan(176_400 * 3);
    expect(firstToneAt(station440, ATTACKER_TONE)).toBeNull();
    expect(firstToneAt(station440, 440)).not.toBeNull();
    // An open relay would pass on the attacker's ~16 kB/s of AAC.
    expect(relayed).toBe(0);
    for (const answer of [output, relay]) {
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('GET, OPTIONS');
      expect(answer.body).toMatch(/no admite publicar/);
      expect(answer.headers['x-powered-by']).toBeUndefined();
    }
  }, 40_000);

  it('refuses a WebSocket that offers to publish (protocol "post"), on the output path too', async () => {
    const handshake = (name: string, protocol?: string) =>
      new Promise<number>((resolve, reject) => {
        const request = http.request(flvUrl(name), {
          headers: {
            Connection: 'Upgrade',
            Upgrade: 'websocket',
            'Sec-WebSocket-Version': '13',
            'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
            ...(protocol ? { 'Sec-WebSocket-Protocol': protocol } : {}),
          },
        });
        request.on('upgrade', (res, socket) => {
          socket.destroy();
          resolve(res.statusCode ?? 0);
        });
        request.on('response', (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        request.on('error', reject);
        request.end();
      });
    expect(await handshake('emisora', 'post')).toBe(405);
    expect(await handshake('relay2', 'publisher')).toBe(405);
    expect(await handshake('relay2')).toBe(404);
    // Playing the output over a WebSocket, as flv.js can, still works.
    expect(await handshake('emisora')).toBe(101);
  }, 20_000);

  it('plays only the station output, without X-Powered-By', async () => {
    const answer = (pathname: string, method = 'GET') =>
      new Promise<http.IncomingMessage>((resolve, reject) => {
        const request = http.request(`http://127.0.0.1:${station.context.config.flvPort}${pathname}`, { method });
        request.on('response', (res) => {
          resolve(res);
          res.destroy();
        });
        request.on('error', reject);
        request.end();
      });
    const output = await answer('/live/emisora.flv');
    expect(output.statusCode).toBe(200);
    expect(output.headers['x-powered-by']).toBeUndefined();
    // Literal URL: node-media-server's own HTTP API (not the station's), which the FLV port must not serve.
    for (const pathname of ['/live/relay2.flv', '/LIVE/emisora.flv', '/admin/', '/api/v1/streams']) {
      const other = await answer(pathname);
      expect(other.statusCode, pathname).toBe(404);
      expect(other.headers['x-powered-by']).toBeUndefined();
    }
    expect((await answer('/live/emisora.flv', 'PUT')).statusCode).toBe(405);
  }, 20_000);
});
