import { createReadStream, lstatSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../../testing/station/test-audio';
import { toneStrength } from '../../../../testing/station/test-listener';
import type { TestStation } from '../../../../testing/station/test-station';
import { startToneStation } from '../../../../testing/station/tone-station';
import { DAB_AUDIO_RATE, ensureFifo } from './dab-audio';

const TONE = 500;
// 50 ms windows of 48 kHz stereo s16le.
const WINDOW_SAMPLES = 2_400;
const WINDOW_BYTES = WINDOW_SAMPLES * 4;

/** ODR-AudioEnc's side of the pipe: reads what arrives, as `-f raw --fifo-silence -i FIFO` does. */
function encoderReading(fifo: string) {
  const chunks: Buffer[] = [];
  const stream = createReadStream(fifo);
  stream.on('data', (chunk) => chunks.push(chunk as Buffer));
  return {
    pcm: () => Buffer.concat(chunks),
    close: () => stream.destroy(),
  };
}

/** Whether the tone dominates a window of the PCM read as `rate` Hz audio. */
function heardAt(pcm: Buffer, rate: number): boolean {
  for (let at = 0; at + WINDOW_BYTES <= pcm.length; at += WINDOW_BYTES)
    if (toneStrength(pcm, at, TONE, WINDOW_SAMPLES, rate) > 0.6) return true;
  return false;
}

describe('the bus to ODR-AudioEnc through a named pipe (--dab-audio)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'emisora-dab-audio-'));
  const fifo = path.join(dir, 'dab.pcm');
  let station: TestStation;

  beforeAll(async () => {
    station = await startToneStation([TONE], 4, { dabAudio: fifo });
  }, 60_000);

  afterAll(async () => {
    await station?.close();
  });

  const status = () => station.context.broadcast.dab?.().audio;

  it('makes the pipe and plays the bus into it at 48 kHz, and again after the encoder restarts', async () => {
    expect(lstatSync(fifo).isFIFO()).toBe(true);
    for (const run of ['first', 'restarted']) {
      const encoder = encoderReading(fifo);
      await waitFor(`the song in the pipe (${run} encoder)`, () => heardAt(encoder.pcm(), DAB_AUDIO_RATE), 20_000, 200);
      // Read as the bus's own 44.1 kHz, the same bytes hold no 500 Hz: the pipe carries 48 kHz, as told to the encoder.
      expect(heardAt(encoder.pcm(), 44_100)).toBe(false);
      expect(encoder.pcm().length % 4).toBe(0);
      await waitFor('the pipe playing', () => status()?.state === 'playing', 10_000);
      expect(status()).toEqual({ path: fifo, state: 'playing', alert: null });
      encoder.close();
    }
  }, 90_000);
});

describe('the DAB+ pipe path', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'emisora-dab-fifo-'));

  it('is made when missing, kept when a pipe, refused when a file or in a missing folder', () => {
    const fifo = path.join(dir, 'new.pcm');
    expect(ensureFifo(fifo)).toBeNull();
    expect(lstatSync(fifo).isFIFO()).toBe(true);
    expect(ensureFifo(fifo)).toBeNull();
    const file = path.join(dir, 'plain.pcm');
    writeFileSync(file, 'x');
    expect(ensureFifo(file)).toMatch(/no es una tubería/);
    expect(ensureFifo(path.join(dir, 'no-such-folder', 'dab.pcm'))).toMatch(/No se pudo crear la tubería/);
  });
});
