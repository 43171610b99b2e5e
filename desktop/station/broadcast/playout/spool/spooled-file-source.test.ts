import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeToneFile, waitFor } from '../../../../../testing/station/test-audio';
import { resolveFfmpegPath } from '../../../ffmpeg/path';
import { silentLogger } from '../../../core/log';
import { createDecodeSpool } from './decode-spool';
import { createFileSource, type PcmSource } from '../../bus/file-source';
import { BYTES_PER_SECOND, FRAME_BYTES } from '../../bus/pcm';
import { createRunner } from '../../../ffmpeg/runner';
import { createSpooledFileSource } from './spooled-file-source';

const ffmpegPath = resolveFfmpegPath(process.env.FFMPEG_PATH);
const runner = createRunner(silentLogger);
const SECONDS = 12;

/** Everything a source gives, pulled as the mixer does (a frame at a time, never blocking). */
async function drain(source: PcmSource): Promise<Buffer> {
  const frames: Buffer[] = [];
  await waitFor(
    'the source finished',
    () => {
      for (let frame = source.read(); frame; frame = source.read()) frames.push(frame);
      return source.finished() || source.failed();
    },
    20_000,
    5,
  );
  return Buffer.concat(frames);
}

/** The real ffmpeg decoding real files to a spool on disk and read back: as a pipe would give them, and tidy. */
describe('a library track decoded ahead to the spool', () => {
  let dir: string;
  let track: string;
  const decodeOf = (file: string) => ({ file, startSeconds: 1, durationSeconds: SECONDS - 2, gainDb: -3 });

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-spool-'));
    track = path.join(dir, 'tone.mp3');
    await makeToneFile(ffmpegPath, track, { frequency: 440, toneSeconds: SECONDS, silence: 0 });
  }, 30_000);

  afterAll(async () => {
    await runner.stopAll();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('gives the same PCM as the pipe, its decoder gone long before the track is read, and leaves no file', async () => {
    const spools = createDecodeSpool(path.join(dir, 'data'));
    const spoolDir = path.join(dir, 'data', 'cache', 'decode');
    const spool = spools.open(SECONDS)!;
    expect(spool).not.toBeNull();
    const failures: string[] = [];
    const spooled = createSpooledFileSource(runner, ffmpegPath, 't', decodeOf(track), spools, spool, (r) =>
      failures.push(r),
    );
    // Decoded ahead: the whole file is on disk and its decoder has exited while the mixer has read nothing.
    await waitFor('decoded to the spool', () => runner.pids().length === 0, 10_000, 10);
    expect(fs.statSync(spool.file).size).toBeGreaterThan((SECONDS - 2.5) * BYTES_PER_SECOND);
    // Read back no faster than a few seconds ahead.
    expect(spooled.buffered()).toBeLessThanOrEqual(5 * BYTES_PER_SECOND);
    const fromSpool = await drain(spooled);
    const fromPipe = await drain(createFileSource(runner, ffmpegPath, 'p', decodeOf(track), (r) => failures.push(r)));
    expect(failures).toEqual([]);
    expect(fromSpool.length % FRAME_BYTES).toBe(0);
    expect(fromSpool.length).toBeGreaterThan((SECONDS - 2.5) * BYTES_PER_SECOND);
    expect(fromSpool.equals(fromPipe)).toBe(true);
    spooled.close();
    await waitFor('the spool file removed', () => fs.readdirSync(spoolDir).length === 0, 5_000, 10);
  }, 30_000);

  it('fails a file that is not audio once, and removes its spool when closed', async () => {
    const notAudio = path.join(dir, 'notes.mp3');
    fs.writeFileSync(notAudio, 'not audio at all\n'.repeat(100));
    const spools = createDecodeSpool(path.join(dir, 'data2'));
    const spool = spools.open(10)!;
    const failures: string[] = [];
    const source = createSpooledFileSource(runner, ffmpegPath, 'x', decodeOf(notAudio), spools, spool, (r) =>
      failures.push(r),
    );
    await waitFor('failed', () => source.buffered() === 0 && source.failed(), 10_000, 10);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/decoder exited|no audio/);
    expect(source.finished()).toBe(true);
    // The mixer and the playout may both close it: the descriptor is closed once.
    source.close();
    source.close();
    expect(source.failed()).toBe(true);
    await waitFor('the spool file removed', () => !fs.existsSync(spool.file), 5_000, 10);
  }, 20_000);

  it('says no when the disk lacks room (the track decodes through a pipe), and starts from an empty folder', () => {
    const data = path.join(dir, 'data3');
    const spoolDir = path.join(data, 'cache', 'decode');
    fs.mkdirSync(spoolDir, { recursive: true });
    fs.writeFileSync(path.join(spoolDir, '7.pcm'), 'left by a crash');
    const spools = createDecodeSpool(data);
    expect(fs.readdirSync(spoolDir)).toEqual([]);
    // More PCM than any disk here holds.
    expect(spools.open(1e12)).toBeNull();
    const spool = spools.open(1)!;
    expect(fs.existsSync(spool.file)).toBe(true);
    spools.release(spool);
    spools.release(spool);
    expect(fs.existsSync(spool.file)).toBe(false);
  });
});
