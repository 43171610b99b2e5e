import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { BYTES_PER_SECOND } from '../../desktop/station/broadcast/bus/pcm';
import { resolveFfmpegPath } from '../../desktop/station/ffmpeg/path';
import { alsaFilePcms } from './alsa-file-pcm';
import { apiClient, apiUrl } from './api-client';
import { type SourceCli, spawnSourceCli, waitForOk } from './cli-process';
import { peakDb } from './decode';
import { decodeMp3, waitFor } from './test-audio';
import { heardMore, listen, pastBurst, receivedBytes, toneStrength } from './test-listener';

const ADMIN_PASSWORD = 'cli-test-password';
/** A quarter of a second of bus PCM (s16le stereo 44.1 kHz), the window a dropout is looked for in. */
const WINDOW_BYTES = BYTES_PER_SECOND / 4;

/**
 * A station of its own (the headless CLI in a child process: node-media-server allows one station per process) with
 * its air output on an ALSA `file` device, so several live clients can be tried on air at once, one per lane.
 */
export interface AirLane {
  cli: SourceCli;
  /** The admin's own source login. */
  login: { user: string; password: string };
  isLive(): Promise<boolean>;
  close(): Promise<void>;
  /** What the air output has written so far (raw bus PCM). */
  air(): Buffer;
}

/** Whether a TCP connection to `port` on 127.0.0.1 is accepted (then closed at once). */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

export async function startAirLane(): Promise<AirLane> {
  const pcms = alsaFilePcms({ transmitter: { out: true } });
  const airFile = path.join(pcms.dir, 'transmitter.raw');
  const cli = await spawnSourceCli({ ALSA_CONFIG_PATH: pcms.configPath, EMISORA_ADMIN_PASSWORD: ADMIN_PASSWORD }, [
    '--air-output',
    'transmitter',
  ]);
  await waitForOk(`${cli.url}${apiUrl('station.health')}`, 60_000);
  // The source ports open with the engine, after the web server: an encoder that finds them shut gives up.
  await waitFor('the source port', () => accepts(cli.sourcePort), 60_000, 200);
  // The CLI's station, reached over HTTP as any client would.
  const api = apiClient({ fetch: (pathname, init) => fetch(`${cli.url}${pathname}`, init) });
  const login = await api.send('auth.login', { body: { username: 'admin', password: ADMIN_PASSWORD } });
  const cookie = login.res.headers.get('set-cookie')?.split(';')[0] ?? '';
  const own = await api.as(cookie).call('me.live');
  return {
    cli,
    login: { user: own.sourceUser, password: own.sourcePassword },
    async isLive() {
      const answer = await api.send('nowPlaying.get').catch(() => null);
      return Boolean(answer?.ok && answer.data?.isLive);
    },
    air: () => (fs.existsSync(airFile) ? fs.readFileSync(airFile) : Buffer.alloc(0)),
    async close() {
      await cli.close();
      fs.rmSync(pcms.dir, { recursive: true, force: true });
    },
  };
}

/** Where a tone was heard and the quarter-second windows that fell silent or lost it after its first second. */
export interface AirReport {
  heard: boolean;
  /** Seconds (from the tone's first window) of windows below −50 dBFS. */
  quiet: number[];
  /** Seconds of windows where the tone did not dominate (another source, or a decoder's garbage). */
  withoutTone: number[];
  /** Seconds of PCM checked after the first second. */
  checkedS: number;
}

/** The `seconds` after the first second of `frequency` in bus PCM, window by window. */
export function reportOnAir(pcm: Buffer, frequency: number, seconds: number): AirReport {
  let onset = -1;
  for (let at = 0; at + WINDOW_BYTES <= pcm.length && onset < 0; at += WINDOW_BYTES)
    if (toneStrength(pcm, at, frequency, WINDOW_BYTES / 4) > 0.6) onset = at;
  if (onset < 0) return { heard: false, quiet: [], withoutTone: [], checkedS: 0 };
  const from = onset + BYTES_PER_SECOND;
  const to = Math.min(pcm.length, from + seconds * BYTES_PER_SECOND);
  const quiet: number[] = [];
  const withoutTone: number[] = [];
  for (let at = from; at + WINDOW_BYTES <= to; at += WINDOW_BYTES) {
    const second = Math.round(((at - onset) / BYTES_PER_SECOND) * 100) / 100;
    if (peakDb(pcm.subarray(at, at + WINDOW_BYTES)) < -50) quiet.push(second);
    else if (toneStrength(pcm, at, frequency, WINDOW_BYTES / 4) < 0.6) withoutTone.push(second);
  }
  return { heard: true, quiet, withoutTone, checkedS: Math.round(((to - from) / BYTES_PER_SECOND) * 10) / 10 };
}

/**
 * Starts a live client on the lane, waits for it on air and for `seconds` (+ its first second) more of /stream
 * and of the air output, stops it, and reports both, from what aired after the listener's connection burst.
 */
export async function clientOnAir(
  lane: AirLane,
  frequency: number,
  start: () => ChildProcess[] | { stop(): void },
  seconds = 20,
): Promise<{ stream: AirReport; air: AirReport; toAirMs: number }> {
  const rx = await listen(`${lane.cli.url}/stream`);
  await pastBurst(rx);
  // The burst is what aired before: the lane's previous client, perhaps.
  const streamFrom = receivedBytes(rx);
  const airFrom = lane.air().length;
  const startedAt = Date.now();
  const client = start();
  let toAirMs = Number.NaN;
  const stop = () => {
    if (Array.isArray(client)) for (const child of client) child.kill('SIGKILL');
    else client.stop();
  };
  try {
    await waitFor('the client on air', () => lane.isLive(), 60_000, 100);
    toAirMs = Date.now() - startedAt;
    const liveAt = lane.air().length;
    // The encoder's lead and the air output's buffers: a few seconds past the span checked, in what arrived.
    await heardMore(rx, (seconds + 4) * 1000, (seconds + 40) * 1000);
    const enough = liveAt + (seconds + 4) * BYTES_PER_SECOND;
    await waitFor('the air output', () => lane.air().length >= enough, 20_000, 200);
  } finally {
    stop();
    rx.stop();
  }
  await waitFor('back to the rotation', async () => !(await lane.isLive()), 15_000, 100);
  const streamPcm = await decodeMp3(resolveFfmpegPath(process.env.FFMPEG_PATH), rx.audio().subarray(streamFrom));
  const airPcm = lane.air().subarray(airFrom - (airFrom % 4));
  return {
    stream: reportOnAir(streamPcm, frequency, seconds),
    air: reportOnAir(airPcm, frequency, seconds),
    toAirMs,
  };
}
