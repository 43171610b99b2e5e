/**
 * Cart wall latency: from the press (POST /api/studio/cart/:trackId/play) to the cart's tone arriving at a real
 * /stream listener, over the MP3 encoder and the mount. The station runs in its own process (tone rotation);
 * each press is a stop-mode cart so the tone is alone on the air and its first 50 ms window is found. The button's
 * track is decoded ahead when the button is set (the cart cache); one press of a track on no button measures the
 * path that starts ffmpeg at the press.
 * Usage: npm run bench:cart -- [--presses 10]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { AUDIO } from '../shared/station/audio-format';
import { BYTES_PER_SECOND } from '../desktop/station/broadcast/bus/pcm';
import { resolveFfmpegPath } from '../desktop/station/ffmpeg/path';
import { decodeMp3, makeToneFile, sleep } from '../testing/station/test-audio';
import { firstToneAt, listen, mp3OffsetOfPcm, type Reception } from '../testing/station/test-listener';
import { BENCH_ADMIN_PASSWORD } from './bench-constants';
import { machine, startBenchStation } from './station-process';

const { values } = parseArgs({ options: { presses: { type: 'string', default: '10' } } });
const CART_TONE = 1700;
const COLD_TONE = 2300;
const ffmpeg = resolveFfmpegPath(process.env.FFMPEG_PATH);

const pcmOffsetAt = (rx: Reception, at: number) => {
  const chunk = rx.chunks.find((c) => c.at >= at);
  return chunk ? Math.floor((chunk.offset / ((AUDIO.mp3BitrateKbps * 1000) / 8)) * BYTES_PER_SECOND) : 0;
};

const station = await startBenchStation({ BENCH_TRACKS: '3', BENCH_TONE_SECONDS: '60' });
try {
  const login = await fetch(`${station.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: BENCH_ADMIN_PASSWORD }),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-bench-cart-'));
  const upload = async (frequency: number) => {
    const file = path.join(dir, `cart-${frequency}.mp3`);
    await makeToneFile(ffmpeg, file, { frequency, toneSeconds: 1.5, silence: 0, amplitude: 0.7 });
    const form = new FormData();
    form.append('audioFile', new Blob([fs.readFileSync(file)], { type: 'audio/mpeg' }), `cart-${frequency}.mp3`);
    form.append('title', `Cart bench ${frequency}`);
    const res = await fetch(`${station.url}/api/tracks`, { method: 'POST', headers: { Cookie: cookie }, body: form });
    return ((await res.json()) as { id: number }).id;
  };
  const id = await upload(CART_TONE);
  const coldId = await upload(COLD_TONE);
  fs.rmSync(dir, { recursive: true, force: true });
  const put = await fetch(`${station.url}/api/studio/cart/buttons/1`, {
    method: 'PUT',
    headers: { Cookie: cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify({ trackId: id, mode: 'stop' }),
  });
  if (!put.ok) throw new Error(`button: ${put.status}`);

  const rx = await listen(`${station.url}/stream`);
  await sleep(5_000);
  const press = async (trackId: number) => {
    const at = Date.now();
    const res = await fetch(`${station.url}/api/studio/cart/${trackId}/play`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ mode: 'stop' }),
    });
    if (res.status !== 202) throw new Error(`play: ${res.status} ${await res.text()}`);
    await sleep(4_000);
    return at;
  };
  const coldAt = await press(coldId);
  const presses: number[] = [];
  for (let i = 0; i < Number(values.presses); i++) {
    presses.push(Date.now());
    const res = await fetch(`${station.url}/api/studio/cart/${id}/play`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ mode: 'stop' }),
    });
    if (res.status !== 202) throw new Error(`play: ${res.status} ${await res.text()}`);
    await sleep(4_000);
  }
  rx.stop();
  const pcm = await decodeMp3(ffmpeg, rx.audio());
  const heard = (at: number, frequency: number) => {
    const tone = firstToneAt(pcm, frequency, pcmOffsetAt(rx, at));
    return tone === null ? Number.NaN : (rx.arrivalOf(mp3OffsetOfPcm(tone)) ?? Number.NaN) - at;
  };
  const latencies = presses.map((at) => heard(at, CART_TONE));
  const cold = heard(coldAt, COLD_TONE);
  const sorted = latencies.filter(Number.isFinite).sort((a, b) => a - b);
  const pick = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  console.log(
    JSON.stringify(
      {
        machine: machine(),
        presses: latencies.length,
        heard: sorted.length,
        decodedAheadMs: { min: sorted[0], median: pick(0.5), p90: pick(0.9), max: sorted.at(-1) },
        decodedAtPressMs: cold,
        all: latencies,
      },
      null,
      2,
    ),
  );
} finally {
  await station.stop();
}
