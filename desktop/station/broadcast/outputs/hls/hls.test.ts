import fs from 'node:fs';
import path from 'node:path';
import { Parser } from 'm3u8-parser';
import { scrapeMetrics } from '../../../../../testing/station/scrape-metrics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeAudio, peakDb } from '../../../../../testing/station/decode';
import { waitFor } from '../../../../../testing/station/test-audio';
import { firstToneAt, longestSilenceMs, toneStrength } from '../../../../../testing/station/test-listener';
import type { TestStation } from '../../../../../testing/station/test-station';
import { startToneStation } from '../../../../../testing/station/tone-station';
import { BYTES_PER_SECOND } from '../../bus/pcm';
import { id3Length } from '../../codecs/id3';

const TONE = 550;

function parse(text: string) {
  const parser = new Parser();
  parser.push(text);
  parser.end();
  return parser.manifest;
}

/** The ADTS frames of a packed-audio segment, without its ID3 tags (which may also sit between frames). */
function withoutId3(segment: Buffer): { audio: Buffer; tags: Buffer[] } {
  const audio: Buffer[] = [];
  const tags: Buffer[] = [];
  let at = 0;
  while (at < segment.length) {
    const tag = id3Length(segment, at);
    if (tag > 0) {
      tags.push(segment.subarray(at, at + tag));
      at += tag;
      continue;
    }
    const length = ((segment[at + 3]! & 0x03) << 11) | (segment[at + 4]! << 3) | (segment[at + 5]! >> 5);
    expect(segment[at]).toBe(0xff);
    audio.push(segment.subarray(at, at + length));
    at += length;
  }
  return { audio: Buffer.concat(audio), tags };
}

describe('HLS /hls/live.m3u8 (real ffmpeg, real HTTP, m3u8-parser)', () => {
  let station: TestStation;

  beforeAll(async () => {
    station = await startToneStation([TONE], 120);
  }, 60_000);

  afterAll(async () => {
    await station?.close();
  });

  const hlsAwake = () =>
    (station.context.broadcast.diagnostics!().encoders ?? []).some(
      (e) => e.name === 'encoder:aac-64' && e.state === 'running',
    );

  it('sleeps until read, then serves a live playlist and three segments of continuous audio with the title', async () => {
    expect(hlsAwake()).toBe(false);
    const first = await station.fetch('/hls/live.m3u8');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('access-control-allow-origin')).toBe('*');
    expect(hlsAwake()).toBe(true);

    const manifest = (await waitFor(
      'three segments',
      async () => {
        const m = parse(await (await station.fetch('/hls/live.m3u8')).text());
        return m.segments.length >= 3 ? m : null;
      },
      30_000,
      500,
    ))!;
    expect(manifest.targetDuration).toBe(6);
    expect(manifest.endList).toBeFalsy();
    const segments = manifest.segments.slice(0, 3);
    for (const s of segments) {
      expect(s.duration).toBeGreaterThan(1.5);
      expect(s.duration).toBeLessThanOrEqual(6);
      expect(s.dateTimeObject).toBeInstanceOf(Date);
    }
    // Program date-times follow each other by the segments' durations (within the event loop's jitter).
    const gap = segments[1]!.dateTimeObject!.getTime() - segments[0]!.dateTimeObject!.getTime();
    expect(Math.abs(gap - segments[0]!.duration * 1000)).toBeLessThan(500);

    const bodies: Buffer[] = [];
    for (const s of segments) {
      const res = await station.fetch(`/hls/${s.uri}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('audio/aac');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      bodies.push(Buffer.from(await res.arrayBuffer()));
    }
    // Written to the data directory, byte for byte what was served: any static server can serve them.
    expect(fs.readFileSync(path.join(station.dataDir, 'hls', segments[0]!.uri))).toEqual(bodies[0]);

    const split = bodies.map(withoutId3);
    for (const { tags } of split) {
      const tag = tags[0]!.toString('latin1');
      expect(tag).toContain('com.apple.streaming.transportStreamTimestamp');
      expect(tags[0]!.toString('utf8')).toContain(`Artista 0 - Tono ${TONE}`);
    }
    const pcm = await decodeAudio(station.context.ffmpegPath, Buffer.concat(split.map((s) => s.audio)), 'aac');
    const seconds = segments.reduce((sum, s) => sum + s.duration, 0);
    expect(pcm.length / BYTES_PER_SECOND).toBeGreaterThan(seconds - 0.2);
    const start = firstToneAt(pcm, TONE)!;
    expect(start).toBeLessThan(BYTES_PER_SECOND);
    // Continuous across the segment boundaries: the tone everywhere, no gap.
    for (let at = start; at + BYTES_PER_SECOND / 4 <= pcm.length; at += BYTES_PER_SECOND / 4)
      expect(toneStrength(pcm, at, TONE)).toBeGreaterThan(0.6);
    expect(longestSilenceMs(pcm.subarray(start)).ms).toBeLessThan(20);
    expect(peakDb(pcm)).toBeGreaterThan(-20);
    // This test is one HLS player, counted by the segments it fetched.
    expect((await scrapeMetrics(station))('emisora_hls_listeners')).toBe('1');
  }, 60_000);

  it('refuses names that are not segments, and answers 404 for a segment that is gone', async () => {
    const refusal = async (file: string) => {
      const res = await station.fetch(`/hls/${file}`);
      // Players on other sites read the refusal too.
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      return { status: res.status, body: await res.json() };
    };
    expect(await refusal('seg-x.aac')).toEqual({
      status: 404,
      body: { error: 'not_found', message: 'No existe ese segmento.' },
    });
    expect(await refusal('seg-999999.aac')).toEqual({
      status: 404,
      body: { error: 'not_found', message: 'Ese segmento ya no está disponible.' },
    });
    expect((await station.fetch('/hls/..%2Fstation.db')).status).toBe(404);
  });
});
