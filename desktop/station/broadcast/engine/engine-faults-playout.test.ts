import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../core/log';
import { apiClient } from '../../../../testing/station/api-client';
import type { TestStation } from '../../../../testing/station/test-station';
import { startToneStation } from '../../../../testing/station/tone-station';
import { decodeMp3, sleep, waitFor } from '../../../../testing/station/test-audio';
import { heardMore, listen, longestSilenceMs } from '../../../../testing/station/test-listener';

/**
 * A decision that throws (here: the library read failing while the next track is chosen) runs inside the mixer's
 * timer. It must not end the process: the air goes on with what it has, and the playout recovers by itself.
 */
describe('a failing playout decision', () => {
  let station: TestStation;
  const lines: string[] = [];

  beforeAll(async () => {
    station = await startToneStation(
      [330, 550],
      3,
      { logLevel: 'warn' },
      { log: createLogger('warn', 'station', (line) => lines.push(line)) },
    );
  }, 60_000);

  afterAll(async () => {
    await station?.close();
  });

  it('keeps the station up and the listener connected, and recovers when the fault goes', async () => {
    const rx = await listen(`${station.url}/stream`);
    let disconnected = false;
    void rx.closed.then(() => {
      disconnected = true;
    });
    const tracks = station.context.repos.tracks;
    const real = tracks.get;
    let failures = 0;
    tracks.get = () => {
      failures++;
      throw new Error('disk I/O error');
    };
    const titleBefore = station.context.broadcast.nowPlaying().current?.title;
    station.context.broadcast.skip();
    // Real time: the fault lasts 3 s of the mixer's own timer, which must say it once, not at every tick.
    await sleep(3_000);
    tracks.get = real;
    expect(failures).toBeGreaterThan(0);
    // Caught and said once (not 50 times a second), instead of an exception thrown out of the mixer's timer.
    const said = lines.filter((l) => l.includes('playout decision failed'));
    expect(said.length).toBeGreaterThanOrEqual(1);
    expect(said.length).toBeLessThanOrEqual(2);
    await waitFor(
      'a new track on air after the fault',
      () => station.context.broadcast.nowPlaying().current?.title !== titleBefore,
      10_000,
      50,
    );
    // Real time: the new track as heard.
    await heardMore(rx, 1_000);
    rx.stop();
    expect(disconnected).toBe(false);
    expect((await apiClient(station).send('station.health')).status).toBe(200);
    // While the fault lasted the track on air kept playing or the bus padded; never a stall listeners would drop on.
    const pcm = await decodeMp3(station.context.ffmpegPath, rx.audio());
    expect(pcm.length).toBeGreaterThan(176_400 * 4);
    expect(longestSilenceMs(pcm).ms).toBeLessThan(4_000);
  }, 40_000);
});
