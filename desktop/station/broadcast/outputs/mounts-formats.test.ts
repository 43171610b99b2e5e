import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeAudio, peakDb } from '../../../../testing/station/decode';
import { sleep, waitFor } from '../../../../testing/station/test-audio';
import { firstToneAt, listen, toneStrength } from '../../../../testing/station/test-listener';
import type { TestStation } from '../../../../testing/station/test-station';
import { startToneStation } from '../../../../testing/station/tone-station';
import { BYTES_PER_SECOND } from '../bus/pcm';
import { OGG_BOS, pageBody } from '../codecs/ogg';
import { oggzValidate } from '../../../../testing/station/oggz';

const TONE = 440;

const encoders = (station: TestStation) => station.context.broadcast.diagnostics!().encoders ?? [];
const awake = (station: TestStation, prefix: string) =>
  encoders(station).some((e) => e.name.startsWith(prefix) && e.state === 'running');

/** A tone heard over the whole of a decoded stretch, checked in 0.25 s windows after the first second. */
function expectToneThroughout(pcm: Buffer) {
  expect(pcm.length).toBeGreaterThan(3 * BYTES_PER_SECOND);
  const start = firstToneAt(pcm, TONE);
  expect(start).not.toBeNull();
  for (let at = start!; at + BYTES_PER_SECOND / 4 <= pcm.length - BYTES_PER_SECOND / 2; at += BYTES_PER_SECOND / 4)
    expect(toneStrength(pcm, at, TONE)).toBeGreaterThan(0.6);
  expect(peakDb(pcm)).toBeGreaterThan(-20);
}

describe('AAC and Opus mounts, encoders on demand (real ffmpeg, real HTTP)', () => {
  let station: TestStation;

  beforeAll(async () => {
    station = await startToneStation([TONE], 60);
  }, 60_000);

  afterAll(async () => {
    await station?.close();
  });

  it('keeps the AAC, Opus and FLV encoders asleep while nobody listens', () => {
    expect(awake(station, 'encoder:mp3')).toBe(true);
    expect(awake(station, 'encoder:aac')).toBe(false);
    expect(awake(station, 'encoder:opus')).toBe(false);
    expect(awake(station, 'encoder:flv')).toBe(false);
  });

  it('serves /stream.aac: ADTS AAC-LC with Icecast headers, counted, decodes to the tone', async () => {
    const rx = await listen(`${station.url}/stream.aac`, { icy: true });
    expect(rx.status).toBe(200);
    expect(rx.headers['content-type']).toBe('audio/aac');
    expect(rx.headers['icy-br']).toBe('64');
    expect(rx.headers['icy-metaint']).toBe('16000');
    expect(rx.headers['icy-name']).toBeTruthy();
    await waitFor('counted', () => station.context.broadcast.status().listeners === 1, 5_000);
    // Real time: the mount's byte rate over 5 s is what is checked.
    await sleep(5_000);
    rx.stop();
    const audio = rx.audio();
    // ADTS sync at the very first byte: the mount only ever sends whole frames.
    expect(audio[0]).toBe(0xff);
    expect(audio[1]! & 0xf6).toBe(0xf0);
    // 64 kbps: about 8 KB a second (the first seconds also carry the burst).
    expect(audio.length).toBeGreaterThan(4 * 6_000);
    expect(audio.length).toBeLessThan(5 * 8_000 + 70_000);
    expectToneThroughout(await decodeAudio(station.context.ffmpegPath, audio, 'aac'));
  }, 30_000);

  it('serves /stream.opus: Ogg Opus whose header pages come first, decodes to the tone, title in OpusTags', async () => {
    const rx = await listen(`${station.url}/stream.opus`);
    expect(rx.status).toBe(200);
    expect(rx.headers['content-type']).toBe('audio/ogg');
    expect(rx.headers['icy-br']).toBe('96');
    expect(rx.headers['icy-metaint']).toBeUndefined();
    // Real time: 5 s of the encoder's output, decoded and validated.
    await sleep(5_000);
    rx.stop();
    const audio = rx.audio();
    expect(audio.subarray(0, 4).toString('latin1')).toBe('OggS');
    expect(audio[5]! & OGG_BOS).toBe(OGG_BOS);
    expect(pageBody(audio).subarray(0, 8).toString('latin1')).toBe('OpusHead');
    expect(audio.toString('utf8')).toContain('TITLE=Artista 0 - Tono 440');
    expect(oggzValidate(audio)).toEqual({ ok: true, report: '' });
    expectToneThroughout(await decodeAudio(station.context.ffmpegPath, audio, 'ogg'));

    // A second listener joining a running encoder gets the header pages first too.
    const late = await listen(`${station.url}/stream.opus`);
    // Real time: a joining listener's first 2 s, decoded.
    await sleep(2_000);
    late.stop();
    expect(pageBody(late.audio()).subarray(0, 8).toString('latin1')).toBe('OpusHead');
    expectToneThroughout(
      Buffer.concat([await decodeAudio(station.context.ffmpegPath, late.audio(), 'ogg'), Buffer.alloc(0)]),
    );
  }, 30_000);

  it('puts a sleeping encoder back to sleep after its last listener, and wakes it for the next within 1 s', async () => {
    await waitFor('AAC encoder asleep', () => !awake(station, 'encoder:aac'), 15_000, 100);
    await waitFor('Opus encoder asleep', () => !awake(station, 'encoder:opus'), 15_000, 100);
    for (const path of ['/stream.aac', '/stream.opus']) {
      const asked = Date.now();
      const firstByte = await new Promise<number>((resolve, reject) => {
        const req = http.get(`${station.url}${path}`, (res) => {
          res.once('data', () => {
            resolve(Date.now() - asked);
            req.destroy();
          });
        });
        req.on('error', reject);
      });
      expect(firstByte, path).toBeLessThan(1_000);
    }
  }, 40_000);

  it('gives the first Opus listener after the mount slept a valid Ogg stream (oggz-validate)', async () => {
    await waitFor('Opus encoder asleep', () => !awake(station, 'encoder:opus'), 15_000, 100);
    const rx = await listen(`${station.url}/stream.opus`);
    // Past the encoder's first chain: a few seconds of pages.
    await waitFor('3 s of Opus', () => rx.audio().length > 3 * 12_000, 10_000, 100);
    rx.stop();
    const audio = rx.audio();
    expect(pageBody(audio).subarray(0, 8).toString('latin1')).toBe('OpusHead');
    expect(oggzValidate(audio)).toEqual({ ok: true, report: '' });
  }, 40_000);

  it('wakes the FLV encoder for an HTTP-FLV player and sends it audio', async () => {
    const { flvPort } = station.context.config;
    const rx = await listen(`http://127.0.0.1:${flvPort}/live/emisora.flv`);
    expect(rx.status).toBe(200);
    await waitFor('FLV encoder awake', () => awake(station, 'encoder:flv'), 5_000);
    // Real time: 4 s of FLV audio, decoded.
    await sleep(4_000);
    rx.stop();
    expectToneThroughout(await decodeAudio(station.context.ffmpegPath, rx.audio(), 'flv'));
    await waitFor('FLV encoder asleep again', () => !awake(station, 'encoder:flv'), 15_000, 100);
  }, 40_000);
});
