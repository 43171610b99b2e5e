import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestStation } from '../../../testing/station/test-station';
import { startToneStation } from '../../../testing/station/tone-station';
import { decodeMp3, publisherArgs, waitFor } from '../../../testing/station/test-audio';
import {
  firstToneAt,
  heardMore,
  listen,
  longestSilenceMs,
  pastBurst,
  type Reception,
} from '../../../testing/station/test-listener';

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
  const isLive = async () =>
    ((await (await station.fetch('/api/streaming/status')).json()) as { isLive: boolean }).isLive;

  beforeAll(async () => {
    station = await startToneStation([330, 550], 20);
  }, 60_000);

  afterEach(() => {
    for (const child of publishers.splice(0)) child.kill('SIGKILL');
  });

  afterAll(async () => {
    await station?.close();
  });

  it('a file decoder SIGKILLed mid-track: rotation moves on, the listener stays, no silence over 1 s', async () => {
    const pcm = await listenThrough(station, async (rx) => {
      const playing = station.context.broadcast.nowPlaying().current!;
      const track = station.context.repos.tracks.get(playing.trackId!)!;
      const file = station.context.media.pathOf('audio', track.fileName);
      const [pid] = childrenWith(station, file);
      expect(pid, 'the decoder of the track on air').toBeDefined();
      process.kill(pid!, 'SIGKILL');
      // What was decoded before the kill still plays, then the next track: within the buffer (4 s) and a fade.
      await waitFor(
        'the next track on air',
        () => station.context.broadcast.nowPlaying().current?.trackId !== playing.trackId,
        8_000,
        50,
      );
      // Real time: the next track as heard, for the silence check.
      await heardMore(rx, 1_500);
      // Killed from outside is not the file's fault: it stays playable.
      expect(station.context.repos.tracks.get(track.id)!.broken).toBe(false);
    });
    expect(longestSilenceMs(pcm).ms).toBeLessThanOrEqual(1_000);
    expect(station.context.broadcast.diagnostics!().skippedFrames).toBe(0);
  }, 30_000);

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
