import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../../testing/station/api-client';
import type { TestStation } from '../../../../testing/station/test-station';
import { startToneStation } from '../../../../testing/station/tone-station';
import { decodeMp3, publisherArgs, waitFor } from '../../../../testing/station/test-audio';
import {
  firstToneAt,
  heardMore,
  listen,
  longestSilenceMs,
  pastBurst,
  type Reception,
} from '../../../../testing/station/test-listener';

const LIVE_TONE = 1000;

/** The station's children whose command line contains `marker` (decoders are not in the encoder list). */
function childrenWith(station: TestStation, marker: string): number[] {
  return station.context.broadcast.diagnostics!().childPids.filter((pid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(marker);
    } catch {
      return false; // exited meanwhile
    }
  });
}

/** Listens until `until` resolves, then checks the listener stayed connected; returns the decoded audio. */
async function listenThrough(station: TestStation, until: (rx: Reception) => Promise<void>): Promise<Buffer> {
  const rx = await listen(`${station.url}/stream`);
  let disconnected = false;
  void rx.closed.then(() => {
    disconnected = true;
  });
  await pastBurst(rx);
  await until(rx);
  expect(disconnected, 'listener disconnected').toBe(false);
  rx.stop();
  return decodeMp3(station.context.ffmpegPath, rx.audio());
}

describe('decoder faults on the real engine', () => {
  let station: TestStation;
  const publishers: ChildProcess[] = [];
  const isLive = async () => (await apiClient(station).call('streaming.status')).isLive;

  beforeAll(async () => {
    station = await startToneStation([330, 550], 20);
  }, 60_000);

  afterEach(() => {
    for (const child of publishers.splice(0)) child.kill('SIGKILL');
  });

  afterAll(async () => {
    await station?.close();
  });

  it('decodes a track ahead, and a decoder SIGKILLed mid-file: what it decoded plays, rotation moves on, no silence over 1 s', async () => {
    const { broadcast, repos, media, config } = station.context;
    const fileOf = (trackId: number) => media.pathOf('audio', repos.tracks.get(trackId)!.fileName);
    const spoolDir = path.join(config.dataDir, 'cache', 'decode');
    const pcm = await listenThrough(station, async (rx) => {
      // The next track's file is swapped as a track starts: its decoder starts 3 s before the fade, a whole 20 s song
      // away, however late a loaded machine runs the steps below. Swapped later, a decoder already started on the
      // real file could finish it before the kill.
      const first = broadcast.nowPlaying().current!.trackId;
      await waitFor('a track starts', () => broadcast.nowPlaying().current?.trackId !== first, 25_000, 20);
      const onAir = broadcast.nowPlaying().current!.trackId!;
      // The next track's file becomes a FIFO the test feeds half of, so its decoder is caught mid-file.
      const nextId = (await waitFor('the next track', () => broadcast.nowPlaying().next?.trackId, 5_000, 20))!;
      const file = fileOf(nextId);
      const bytes = fs.readFileSync(file);
      const spooled = new Set(fs.readdirSync(spoolDir));
      fs.renameSync(file, `${file}.kept`);
      execFileSync('mkfifo', [file]);
      const writer = fs.createWriteStream(file);
      writer.on('error', () => {});
      try {
        expect(childrenWith(station, file), 'no decoder of the next track before the swap').toEqual([]);
        // Decoded ahead to the spool: the track plays on with no decoder running for it.
        await waitFor(
          'the decoder of the track on air has exited',
          () => childrenWith(station, fileOf(onAir)).length === 0,
          5_000,
          20,
        );
        writer.write(bytes.subarray(0, Math.floor(bytes.length / 2)));
        await waitFor(
          'five seconds of the next track decoded',
          () =>
            fs
              .readdirSync(spoolDir)
              .some((name) => !spooled.has(name) && fs.statSync(path.join(spoolDir, name)).size >= 5 * 176_400),
          25_000,
          20,
        );
        const [pid] = childrenWith(station, file);
        expect(pid, 'the decoder of the next track').toBeDefined();
        process.kill(pid!, 'SIGKILL');
        await waitFor('the killed track on air', () => broadcast.nowPlaying().current?.trackId === nextId, 25_000, 20);
        await waitFor('the track after it', () => broadcast.nowPlaying().current?.trackId !== nextId, 15_000, 20);
        // Real time: the next track as heard, for the silence check.
        await heardMore(rx, 1_500);
        // Killed from outside is not the file's fault: it stays playable.
        expect(repos.tracks.get(nextId)!.broken).toBe(false);
      } finally {
        writer.destroy();
        // A writer still waiting for a reader would hold a thread of the pool: open the FIFO's other end once.
        fs.closeSync(fs.openSync(file, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK));
        fs.rmSync(file);
        fs.renameSync(`${file}.kept`, file);
      }
    });
    expect(longestSilenceMs(pcm).ms).toBeLessThanOrEqual(1_000);
    expect(station.context.broadcast.diagnostics!().skippedFrames).toBe(0);
  }, 90_000);

  it('the live decoder SIGKILLed while live: the show goes on, the listener stays, no silence over 1 s', async () => {
    const key = station.context.repos.settings.streaming().streamKey;
    const pcm = await listenThrough(station, async (rx) => {
      publishers.push(
        spawn(
          station.context.ffmpegPath,
          publisherArgs(`rtmp://127.0.0.1:${station.context.config.rtmpPort}/live/${key}`, LIVE_TONE),
          { stdio: 'ignore' },
        ),
      );
      await waitFor('live', isLive, 20_000, 50);
      // Real time: the live tone as heard before the kill.
      await heardMore(rx, 1_500);
      const [pid] = childrenWith(station, '-probesize');
      expect(pid, 'the live decoder').toBeDefined();
      process.kill(pid!, 'SIGKILL');
      await waitFor('a new live decoder', () => childrenWith(station, '-probesize').some((p) => p !== pid), 3_000, 20);
      // Real time: the show going on after the new decoder, as heard.
      await heardMore(rx, 3_000);
      expect(await isLive()).toBe(true);
    });
    expect(firstToneAt(pcm, LIVE_TONE)).not.toBeNull();
    expect(longestSilenceMs(pcm).ms).toBeLessThanOrEqual(1_000);
    // The publisher was kept: OBS did not have to reconnect.
    expect(publishers[0]!.exitCode).toBeNull();
  }, 40_000);

  it('a live decoder that keeps dying ends the show: back to rotation within a few seconds, listener stays', async () => {
    const key = station.context.repos.settings.streaming().streamKey;
    const pcm = await listenThrough(station, async (rx) => {
      publishers.push(
        spawn(
          station.context.ffmpegPath,
          publisherArgs(`rtmp://127.0.0.1:${station.context.config.rtmpPort}/live/${key}`, LIVE_TONE),
          { stdio: 'ignore' },
        ),
      );
      await waitFor('live', isLive, 10_000, 50);
      const killing = setInterval(() => {
        for (const pid of childrenWith(station, '-probesize')) process.kill(pid, 'SIGKILL');
      }, 20);
      const startedAt = Date.now();
      try {
        await waitFor('back to rotation', async () => !(await isLive()), 8_000, 50);
      } finally {
        clearInterval(killing);
      }
      expect(Date.now() - startedAt).toBeLessThan(5_000);
      // Real time: rotation back on air, as heard.
      await heardMore(rx, 1_500);
    });
    expect(longestSilenceMs(pcm).ms).toBeLessThanOrEqual(1_000);
  }, 40_000);
});
