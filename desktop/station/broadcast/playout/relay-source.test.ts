import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFfmpegPath } from '../../ffmpeg/path';
import { silentLogger } from '../../core/log';
import { makeToneFile, waitFor } from '../../../../testing/station/test-audio';
import { type RemoteStream, startRemoteStream } from '../../../../testing/station/remote-stream';
import { toneStrength } from '../../../../testing/station/test-listener';
import { systemClock } from '../../core/clock';
import { FRAME_BYTES } from '../bus/pcm';
import { createRelaySource } from './relay-source';
import { createRunner } from '../../ffmpeg/runner';

const ffmpegPath = resolveFfmpegPath(process.env.FFMPEG_PATH);
const runner = createRunner(silentLogger);

/** The relay's source against a real loopback stream and the real ffmpeg: audio and titles in, failure when it dies. */
describe('relay source', () => {
  let remote: RemoteStream;
  let mp3: Buffer;

  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-relay-'));
    await makeToneFile(ffmpegPath, path.join(dir, 'r.mp3'), { frequency: 1000, toneSeconds: 30, silence: 0 });
    mp3 = fs.readFileSync(path.join(dir, 'r.mp3'));
    fs.rmSync(dir, { recursive: true, force: true });
    remote = await startRemoteStream(mp3, 'Titular');
  }, 30_000);

  afterAll(async () => {
    await remote.kill();
  });

  const open = (url: string, allowed = remote.port) =>
    createRelaySource({
      runner,
      ffmpegPath,
      url,
      policy: (address, port) => address === '127.0.0.1' && port === allowed,
      clock: systemClock,
    });

  it('decodes the remote to bus PCM and hands its ICY title over', async () => {
    const source = open(`http://127.0.0.1:${remote.port}/`);
    await waitFor('ready', () => source.ready(), 10_000);
    const frame = source.read()!;
    expect(frame.length).toBe(FRAME_BYTES);
    const frames = Buffer.concat([frame, ...Array.from({ length: 10 }, () => source.read() ?? Buffer.alloc(0))]);
    expect(toneStrength(frames, 0, 1000, 1500)).toBeGreaterThan(0.6);
    await waitFor('the title', () => source.title(), 5_000);
    expect(source.title()).toBe('Titular');
    source.close();
  });

  it('fails when the remote dies while it plays, after what was decoded ran out', async () => {
    const own = await startRemoteStream(mp3, 'x');
    const source = open(`http://127.0.0.1:${own.port}/`, own.port);
    await waitFor('ready', () => source.ready(), 10_000);
    await own.kill();
    // Read like the mixer, a frame at a time, until the source says it is over.
    await waitFor(
      'failed',
      () => {
        source.read();
        return source.failed();
      },
      15_000,
      20,
    );
    expect(source.finished()).toBe(true);
    expect(source.failure()).toMatch(/stopped|ended|closed/);
  });

  it('refuses an address the policy refuses, without connecting', async () => {
    const source = open(`http://127.0.0.1:${remote.port}/`, 1);
    await waitFor('failed', () => source.failed(), 5_000);
    expect(source.failure()).toContain('refused');
  });
});
