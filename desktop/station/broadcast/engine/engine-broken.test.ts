import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../core/log';
import { apiClient } from '../../../../testing/station/api-client';
import { startTestStation, type TestStation } from '../../../../testing/station/test-station';
import { AUDIO } from '../../../../shared/station/audio-format';
import { addToneTrack, decodeMp3, waitFor } from '../../../../testing/station/test-audio';
import { heardMore, listen, longestSilenceMs, receivedBytes } from '../../../../testing/station/test-listener';

describe('missing and undecodable files in rotation', () => {
  let station: TestStation;
  const lines: string[] = [];
  let brokenIds: number[] = [];

  beforeAll(async () => {
    station = await startTestStation({}, { log: createLogger('info', 'station', (l) => lines.push(l)) });
    const ctx = station.context;
    await addToneTrack(ctx, { title: 'Bueno 1', artist: 'A', frequency: 440, toneSeconds: 30, silence: 0 });
    await addToneTrack(ctx, { title: 'Bueno 2', artist: 'B', frequency: 550, toneSeconds: 30, silence: 0 });
    const garbage = ctx.media.writeBuffer('audio', Buffer.from('esto no es audio '.repeat(500)), 'mp3');
    const broken = ctx.repos.tracks.create({
      title: 'Roto',
      artist: 'C',
      album: null,
      duration: 200,
      fileName: garbage,
      coverFile: null,
      uploadedBy: 1,
    });
    const missing = ctx.repos.tracks.create({
      title: 'Perdido',
      artist: 'D',
      album: null,
      duration: 200,
      fileName: 'deadbeefdeadbeefdeadbeefdeadbeef.mp3',
      coverFile: null,
      uploadedBy: 1,
    });
    brokenIds = [broken.id, missing.id];
    await station.ready;
    await waitFor('rotation on air', () => ctx.broadcast.nowPlaying().current?.source === 'rotation', 15_000);
  }, 60_000);

  afterAll(async () => {
    await station?.close();
  });

  it('skips them, marks them broken and logs it, with no gap on air', async () => {
    const api = apiClient(station, await station.login());
    const rx = await listen(`${station.url}/stream`);
    await waitFor('the burst', () => receivedBytes(rx) >= AUDIO.burstBytes, 10_000, 20);
    const from = rx.audio().length;
    const onAir = () => station.context.broadcast.nowPlaying().current?.startedAt;
    for (let i = 0; i < 4; i++) {
      const before = onAir();
      await api.send('streaming.skip');
      await waitFor('the next playable track on air', () => onAir() !== before, 10_000, 20);
      // Real time: the transition as the listener hears it is what the gap check reads.
      await heardMore(rx, 1_000);
    }
    rx.stop();
    for (const id of brokenIds) expect(station.context.repos.tracks.get(id)?.broken).toBe(true);
    expect(lines.filter((l) => /marked broken/.test(l)).length).toBeGreaterThanOrEqual(2);
    const titles = station.context.broadcast.nowPlaying().history.map((h) => h.title);
    expect(titles).not.toContain('Roto');
    expect(titles).not.toContain('Perdido');
    const pcm = await decodeMp3(station.context.ffmpegPath, rx.audio().subarray(from));
    expect(longestSilenceMs(pcm).ms).toBeLessThanOrEqual(250);
  }, 40_000);
});
