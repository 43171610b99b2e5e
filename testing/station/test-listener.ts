import http from 'node:http';
import { AUDIO } from '../../shared/station/audio-format';
import { FRAME_BYTES } from '../../desktop/station/broadcast/bus/pcm';
import { decodeMp3 } from './test-audio';

export interface Reception {
  /** Audio bytes (ICY metadata removed) with the wall time each chunk arrived. */
  chunks: Array<{ at: number; offset: number; data: Buffer }>;
  titles: Array<{ at: number; title: string }>;
  headers: http.IncomingHttpHeaders;
  status: number;
  /** Resolves when the server ends or resets the connection. */
  closed: Promise<void>;
  audio(): Buffer;
  /** Wall time at which the audio byte at `offset` arrived. */
  arrivalOf(offset: number): number | null;
  stop(): void;
}

/** A real HTTP listener of /stream that records what it hears, optionally reading ICY metadata. */
export function listen(
  url: string,
  options: { icy?: boolean; headers?: Record<string, string> } = {},
): Promise<Reception> {
  return new Promise((resolve, reject) => {
    const headers = { ...options.headers, ...(options.icy ? { 'Icy-MetaData': '1' } : {}) };
    const req = http.get(url, { headers }, (res) => {
      const metaint = Number(res.headers['icy-metaint'] ?? 0);
      const chunks: Reception['chunks'] = [];
      const titles: Reception['titles'] = [];
      let offset = 0;
      let untilMeta = metaint;
      let metaLeft = -1; // -1: expecting audio; 0..: bytes of metadata still to read
      let meta: Buffer[] = [];
      const closed = new Promise<void>((done) => {
        res.on('close', () => done());
        res.on('error', () => done());
      });
      const pushAudio = (data: Buffer, at: number) => {
        if (data.length === 0) return;
        chunks.push({ at, offset, data });
        offset += data.length;
      };
      res.on('data', (chunk: Buffer) => {
        const at = Date.now();
        if (!metaint) return pushAudio(chunk, at);
        let i = 0;
        while (i < chunk.length) {
          if (metaLeft === -1) {
            const take = Math.min(untilMeta, chunk.length - i);
            pushAudio(chunk.subarray(i, i + take), at);
            i += take;
            untilMeta -= take;
            if (untilMeta === 0) metaLeft = -2;
          } else if (metaLeft === -2) {
            metaLeft = chunk[i]! * 16;
            i++;
            meta = [];
            if (metaLeft === 0) {
              metaLeft = -1;
              untilMeta = metaint;
            }
          } else {
            const take = Math.min(metaLeft, chunk.length - i);
            meta.push(chunk.subarray(i, i + take));
            i += take;
            metaLeft -= take;
            if (metaLeft === 0) {
              const text = Buffer.concat(meta).toString('utf8');
              const match = /StreamTitle='(.*?)';/.exec(text);
              if (match) titles.push({ at, title: match[1]! });
              metaLeft = -1;
              untilMeta = metaint;
            }
          }
        }
      });
      resolve({
        chunks,
        titles,
        headers: res.headers,
        status: res.statusCode ?? 0,
        closed,
        audio: () => Buffer.concat(chunks.map((c) => c.data)),
        arrivalOf(target) {
          const hit = chunks.find((c) => c.offset + c.data.length > target);
          return hit ? hit.at : null;
        },
        stop: () => req.destroy(),
      });
    });
    req.on('error', reject);
  });
}

const BYTES_PER_MS = (AUDIO.mp3BitrateKbps * 1000) / 8 / 1000;

/** Resolves once the MP3 mount's connection burst (its backlog, sent at once) has arrived: what follows is live. */
export async function pastBurst(rx: Reception, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (receivedBytes(rx) < AUDIO.burstBytes) {
    if (Date.now() > until) throw new Error('timed out waiting for the burst');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Audio bytes `rx` has received so far (ICY metadata not counted). */
export const receivedBytes = (rx: Reception) => rx.chunks.reduce((sum, c) => sum + c.data.length, 0);

/**
 * Resolves once `rx` has received `ms` more of MP3 audio than it had when called: a listening time counted in what
 * arrived, so a loaded machine that delivers late makes the test wait longer rather than hear less.
 */
export async function heardMore(rx: Reception, ms: number, timeoutMs = ms + 15_000): Promise<void> {
  const target = receivedBytes(rx) + ms * BYTES_PER_MS;
  const until = Date.now() + timeoutMs;
  while (receivedBytes(rx) < target) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${ms} ms more of audio`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** MP3 byte offset (CBR) of a PCM byte offset: how far into the received stream that audio was. */
export const mp3OffsetOfPcm = (pcmOffset: number) =>
  Math.round((pcmOffset / (FRAME_BYTES / AUDIO.frameMs)) * BYTES_PER_MS);

/** Every run of near-silence (peak under the threshold in consecutive 5 ms windows) of at least `minMs`. */
export function silences(
  pcm: Buffer,
  options: { thresholdDb?: number; minMs?: number } = {},
): Array<{ ms: number; atMs: number }> {
  const threshold = 32768 * 10 ** ((options.thresholdDb ?? -45) / 20);
  const window = Math.round((AUDIO.sampleRate * 5) / 1000) * 4;
  const found: Array<{ ms: number; atMs: number }> = [];
  let run = 0;
  const close = (endWindow: number) => {
    if (run > 0 && run * 5 >= (options.minMs ?? 5)) found.push({ ms: run * 5, atMs: (endWindow - run) * 5 });
    run = 0;
  };
  let index = 0;
  for (let at = 0; at + window <= pcm.length; at += window, index++) {
    let peak = 0;
    for (let i = at; i < at + window; i += 2) peak = Math.max(peak, Math.abs(pcm.readInt16LE(i)));
    if (peak < threshold) run++;
    else close(index);
  }
  close(index);
  return found;
}

/** Longest run of near-silence in bus PCM, in milliseconds, measured in 5 ms windows. */
export function longestSilenceMs(pcm: Buffer, options: { thresholdDb?: number } = {}): { ms: number; atMs: number } {
  return silences(pcm, options).reduce((best, s) => (s.ms > best.ms ? s : best), { ms: 0, atMs: 0 });
}

/** Strength of one frequency in a PCM window (left channel), by the Goertzel algorithm, normalised 0..1. */
export function toneStrength(
  pcm: Buffer,
  startByte: number,
  frequency: number,
  samples = 2205,
  sampleRate: number = AUDIO.sampleRate,
): number {
  const coeff = 2 * Math.cos((2 * Math.PI * frequency) / sampleRate);
  let s1 = 0;
  let s2 = 0;
  let energy = 0;
  for (let n = 0; n < samples; n++) {
    const at = startByte + n * 4;
    if (at + 2 > pcm.length) break;
    const x = pcm.readInt16LE(at) / 32768;
    energy += x * x;
    const s = x + coeff * s1 - s2;
    s2 = s1;
    s1 = s;
  }
  const power = s1 * s1 + s2 * s2 - coeff * s1 * s2;
  return energy === 0 ? 0 : power / ((energy * samples) / 2);
}

/** First PCM byte offset (window-aligned) at or after `fromByte` where `frequency` dominates. */
export function firstToneAt(pcm: Buffer, frequency: number, fromByte = 0): number | null {
  const step = 2205 * 4;
  for (let at = fromByte - (fromByte % 4); at + step <= pcm.length; at += step)
    if (toneStrength(pcm, at, frequency) > 0.6) return at;
  return null;
}

/**
 * When a listener first heard `frequency` from a moment on (`sinceMs`, system time as its socket stamps arrivals):
 * the arrival time of the tone's first sample, or null when it never came; with the decoded audio, for more checks.
 */
export async function toneHeardSince(ffmpegPath: string, rx: Reception, sinceMs: number, frequency: number) {
  const pcm = await decodeMp3(ffmpegPath, rx.audio());
  // MP3 bytes at 128 kbps (16 per ms) to PCM bytes at 44.1 kHz stereo s16 (176.4 per ms), from 3 s before the moment.
  const from = Math.floor(((rx.chunks.find((c) => c.at >= sinceMs - 3_000)?.offset ?? 0) / 16) * 176.4);
  const at = firstToneAt(pcm, frequency, from);
  return { pcm, heardAt: at === null ? null : rx.arrivalOf(Math.round((at / 176.4) * 16))! };
}
