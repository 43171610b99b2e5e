import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alsaFilePcms } from '../../../../testing/station/alsa-file-pcm';
import { toneStrength } from '../../../../testing/station/test-listener';
import type { TestStation } from '../../../../testing/station/test-station';
import { startToneStation } from '../../../../testing/station/tone-station';
import { writeAirOutput } from '../air-chain/air-chain-settings';

const TONES = [440, 660];
const AIR_DELAY_MS = 2_000;
// 100 ms of stereo s16le at 44.1 kHz.
const WINDOW_BYTES = 17_640;

/**
 * Car radios show the title within a second of the change: with the transmitter fed by the air output (a
 * 2 s profanity delay, the ALSA `file` device standing in for the sound card), the encoder's `RT=` line for a skip
 * arrives when the new song reaches the device, not when it reaches the bus. Both instants on performance.now().
 */
describe('RDS follows what the transmitter plays', () => {
  let station: TestStation;
  let server: net.Server;
  const lines: { text: string; at: number }[] = [];
  const pcms = alsaFilePcms({ transmitter: { out: true } });
  const airFile = path.join(pcms.dir, 'transmitter.raw');
  const previous = process.env.ALSA_CONFIG_PATH;

  beforeAll(async () => {
    process.env.ALSA_CONFIG_PATH = pcms.configPath;
    let pending = '';
    server = net.createServer((socket) =>
      socket.on('data', (data) => {
        pending += data.toString('latin1');
        const parts = pending.split('\r\n');
        pending = parts.pop() ?? '';
        for (const text of parts) lines.push({ text, at: performance.now() });
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    station = await startToneStation(TONES, 60, { airOutput: 'transmitter', rds: `tcp://127.0.0.1:${port}` });
    writeAirOutput(station.context.repos.settings, { device: 'transmitter', delayMs: AIR_DELAY_MS, gainDb: 0 });
  }, 60_000);

  afterAll(async () => {
    await station?.close();
    server?.close();
    if (previous === undefined) delete process.env.ALSA_CONFIG_PATH;
    else process.env.ALSA_CONFIG_PATH = previous;
  });

  /** The tone that dominates the last 100 ms the device was given, if any. */
  function deviceTone(): number | null {
    const size = existsSync(airFile) ? statSync(airFile).size : 0;
    const start = size - WINDOW_BYTES - (size % 4);
    if (start < 0) return null;
    const tail = Buffer.alloc(WINDOW_BYTES);
    const fd = openSync(airFile, 'r');
    try {
      readSync(fd, tail, 0, WINDOW_BYTES, start);
    } finally {
      closeSync(fd);
    }
    return TONES.find((f) => toneStrength(tail, 0, f, WINDOW_BYTES / 4) > 0.6) ?? null;
  }

  const current = () => station.context.broadcast.nowPlaying().current!;

  it("sends the skip's RT= within a second of the new song reaching the device", async () => {
    const first = current();
    const firstTone = Number(first.title.replace('Tono ', ''));
    // The delay line has filled and the first song plays on the device (the bus, 2 s + the device chain later).
    await expect.poll(deviceTone, { timeout: 20_000, interval: 50 }).toBe(firstTone);
    await expect.poll(() => lines.some((l) => l.text === `RT=${first.artist} - ${first.title}`)).toBe(true);

    station.context.broadcast.skip();
    await expect.poll(() => current().title, { timeout: 10_000, interval: 20 }).not.toBe(first.title);
    const next = current();
    const nextTone = Number(next.title.replace('Tono ', ''));
    const rt = `RT=${next.artist} - ${next.title}`;
    await expect.poll(deviceTone, { timeout: 15_000, interval: 20 }).toBe(nextTone);
    const heardAt = performance.now();
    await expect.poll(() => lines.find((l) => l.text === rt), { timeout: 10_000, interval: 20 }).toBeDefined();
    const sentAt = lines.find((l) => l.text === rt)?.at ?? Number.NaN;

    // Early is what car radios got before: the title while the transmitter still played the last song.
    expect(sentAt - heardAt, 'RT= after the song reached the device (ms)').toBeGreaterThan(-1000);
    expect(sentAt - heardAt).toBeLessThan(1000);
    // Resends meanwhile kept the text of what the transmitter played.
    const firstRt = `RT=${first.artist} - ${first.title}`;
    const lastOld = lines.findLast((l) => l.text === firstRt)?.at ?? 0;
    expect(lastOld).toBeLessThan(sentAt);
  }, 90_000);
});
