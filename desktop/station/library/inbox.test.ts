import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineBroadcast } from '../broadcast/engine/offline';
import { runFfmpeg } from '../ffmpeg/run';
import { startTestStation, type TestStation } from '../../../testing/station/test-station';
import { REJECTED_DIR } from './inbox';
import { apiClient } from '../../../testing/station/api-client';

let station: TestStation;
beforeAll(async () => {
  station = await startTestStation({}, { createBroadcast: () => createOfflineBroadcast() });
});
afterAll(() => station.close());

async function until(check: () => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('inbox folder', () => {
  it('adds a dropped MP3 to the library, named from "artist - title", and empties the inbox', async () => {
    const source = path.join(station.dataDir, 'tmp-source.mp3');
    await runFfmpeg(station.context.ffmpegPath, [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=330:duration=3',
      '-ac',
      '2',
      '-ar',
      '44100',
      '-c:a',
      'libmp3lame',
      '-b:a',
      '128k',
      source,
    ]);
    const dropped = path.join(station.inbox.dir, 'Ones del Port - Tramuntana.mp3');
    fs.renameSync(source, dropped);
    await until(() => station.context.repos.tracks.list().some((t) => t.title === 'Tramuntana'));
    const track = station.context.repos.tracks.list().find((t) => t.title === 'Tramuntana')!;
    expect(track.artist).toBe('Ones del Port');
    // A dropped file is a song: it reaches the public library.
    expect(track.kind).toBe('music');
    expect(track.duration).toBeGreaterThan(2.5);
    expect(station.context.media.exists('audio', track.fileName)).toBe(true);
    await until(() => !fs.existsSync(dropped));
    const api = (await apiClient(station).call('tracks.list')) as Array<{ title: string }>;
    expect(api.map((t) => t.title)).toContain('Tramuntana');
  });

  it('moves a file that is not audio to rechazados with the reason, adding nothing', async () => {
    const before = station.context.repos.tracks.count();
    const dropped = path.join(station.inbox.dir, 'not-really.mp3');
    fs.writeFileSync(dropped, 'this is text, not audio');
    const rejected = path.join(station.inbox.dir, REJECTED_DIR, 'not-really.mp3');
    await until(() => fs.existsSync(`${rejected}.txt`));
    expect(fs.readFileSync(`${rejected}.txt`, 'utf8')).toContain('no es un audio');
    expect(fs.existsSync(rejected)).toBe(true);
    expect(fs.existsSync(dropped)).toBe(false);
    await station.inbox.idle();
    expect(station.context.repos.tracks.count()).toBe(before);
    expect(fs.readdirSync(station.context.media.tmpDir)).toEqual([]);
  });
});
