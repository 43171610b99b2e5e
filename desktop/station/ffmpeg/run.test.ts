import { describe, expect, it } from 'vitest';
import { resolveFfmpegPath } from './path';
import { FfmpegError, runFfmpeg } from './run';

const ffmpeg = resolveFfmpegPath(process.env.FFMPEG_PATH);

describe('runFfmpeg', () => {
  it('returns stdout of a successful run', async () => {
    const { code, stdout } = await runFfmpeg(ffmpeg, [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'sine=duration=0.1',
      '-f',
      's16le',
      '-ac',
      '1',
      '-ar',
      '8000',
      'pipe:1',
    ]);
    expect(code).toBe(0);
    expect(stdout.length).toBe(1600);
  });

  it('rejects with the tail of stderr on failure', async () => {
    await expect(runFfmpeg(ffmpeg, ['-hide_banner', '-i', '/no/such/file.wav', '-f', 'null', '-'])).rejects.toThrow(
      /No such file/,
    );
  });

  it('kills the child when the signal aborts (station stopping)', async () => {
    const controller = new AbortController();
    const started = Date.now();
    // Would run for 60 s in real time.
    const run = runFfmpeg(
      ffmpeg,
      ['-hide_banner', '-loglevel', 'error', '-re', '-f', 'lavfi', '-i', 'sine=duration=60', '-f', 'null', '-'],
      { signal: controller.signal },
    );
    setTimeout(() => controller.abort(), 300);
    await expect(run).rejects.toBeInstanceOf(FfmpegError);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('does not start when already aborted', async () => {
    await expect(runFfmpeg(ffmpeg, ['-version'], { signal: AbortSignal.abort() })).rejects.toThrow(/stopping/);
  });
});
