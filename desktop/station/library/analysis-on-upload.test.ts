import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToneTrack } from '../../../testing/station/test-audio';
import { startTestStation, type TestStation } from '../../../testing/station/test-station';

/** A new track is announced by the library event its insertion publishes: the analysis starts on it at once. */
describe('analysis of a new upload', () => {
  let station: TestStation;

  beforeAll(async () => {
    station = await startTestStation();
    await station.ready;
  }, 60_000);
  afterAll(() => station?.close());

  it('measures a track added after start-up within 3 s, with no rescan timer to wait for', async () => {
    const track = await addToneTrack(station.context, {
      title: 'Recién llegada',
      artist: 'Nueva',
      frequency: 440,
      toneSeconds: 2,
      silence: 0.5,
    });
    const analysed = () => station.context.repos.tracks.listUnanalyzed().every((t) => t.id !== track.id);
    await expect.poll(analysed, { timeout: 3_000, interval: 50 }).toBe(true);
    expect(station.context.repos.tracks.get(track.id)).toMatchObject({ broken: false });
  });
});
