import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient } from '../../../../testing/station/api-client';
import type { TestStation } from '../../../../testing/station/test-station';
import { startToneStation } from '../../../../testing/station/tone-station';
import { addToneTrack, decodeMp3, sleep, waitFor } from '../../../../testing/station/test-audio';
import { heardMore, listen, longestSilenceMs, pastBurst } from '../../../../testing/station/test-listener';

/**
 * Another process (the sqlite3 shell, a copy tool) holds the write lock longer than the station waits for it.
 * The station runs on one thread: the API must answer a clear 503 instead of a 500, and the air, whose own
 * bookkeeping (play history) also writes, must go on without a stall listeners hear.
 */
describe('database busy', () => {
  let station: TestStation;
  let api: ApiClient;

  beforeAll(async () => {
    station = await startToneStation([330, 550], 6);
    api = apiClient(station, await station.login());
  }, 60_000);

  afterAll(async () => {
    await station?.close();
  });

  const putSettings = (crossfadeSeconds: number) => api.send('streaming.settings', { body: { crossfadeSeconds } });

  it('answers 503 with a Spanish message while another connection holds the write lock, and the broadcast keeps playing', async () => {
    const rx = await listen(`${station.url}/stream`);
    let disconnected = false;
    void rx.closed.then(() => {
      disconnected = true;
    });
    await pastBurst(rx);
    const historyBefore = station.context.repos.playHistory.recent(50).length;
    const skippedBefore = station.context.broadcast.diagnostics!().skippedFrames;
    // Uploaded just before the lock: its analysis finishes while the lock is held and cannot be saved.
    const fresh = await addToneTrack(station.context, {
      title: 'Recién subida',
      artist: 'Nueva',
      frequency: 770,
      toneSeconds: 2,
      silence: 0,
    });
    const analysed = () => station.context.repos.tracks.listUnanalyzed().every((t) => t.id !== fresh.id);

    const holder = new Database(station.context.db.name);
    holder.exec('BEGIN IMMEDIATE');
    try {
      const res = await putSettings(1);
      expect(res.status).toBe(503);
      expect(res.error).toMatchObject({
        error: 'database_busy',
        message: 'La base de datos está ocupada, inténtalo de nuevo.',
      });
      // A track change while the lock is held: its play-history row cannot be written, the change must still happen.
      const before = station.context.broadcast.nowPlaying().current?.title;
      station.context.broadcast.skip();
      await waitFor(
        'the next track on air',
        () => station.context.broadcast.nowPlaying().current?.title !== before,
        8_000,
        50,
      );
      // Real time: nothing must happen: the analysis is given time to run if the lock let it.
      await sleep(500);
      expect(analysed()).toBe(false);
    } finally {
      holder.exec('ROLLBACK');
      holder.close();
    }
    // Real time: the air after the lock is released, as heard.
    await heardMore(rx, 2_500);
    rx.stop();

    expect(disconnected, 'listener disconnected').toBe(false);
    expect(station.context.broadcast.status().serverRunning).toBe(true);
    // The stall a blocked write causes stays within what the mixer catches up (no audio skipped) ...
    expect(station.context.broadcast.diagnostics!().skippedFrames - skippedBefore).toBe(0);
    // ... and well inside a listener's buffer (the 4 s burst): at most 1.5 s between arrivals, no silence in the audio.
    const arrivals = rx.chunks.map((c) => c.at);
    const gaps = arrivals.slice(1).map((at, i) => at - arrivals[i]!);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(1_500);
    expect(longestSilenceMs(await decodeMp3(station.context.ffmpegPath, rx.audio())).ms).toBeLessThanOrEqual(1_000);

    // Once the lock is gone everything writes again, the play history included.
    expect((await putSettings(1)).status).toBe(200);
    await waitFor(
      'play history written again',
      () => station.context.repos.playHistory.recent(50).length > historyBefore,
      10_000,
      100,
    );
    // The analysis that could not be saved is simply done again (its retry), not lost or half-saved.
    await waitFor('the new track analysed', analysed, 10_000, 100);
    expect(station.context.repos.tracks.get(fresh.id)!.broken).toBe(false);
  }, 45_000);
});
