import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToneTrack, decodeMp3 } from '../../../../testing/station/test-audio';
import { heardMore, listen, pastBurst, toneStrength } from '../../../../testing/station/test-listener';
import { startTestStation, type TestStation } from '../../../../testing/station/test-station';
import { BYTES_PER_SECOND } from '../bus/pcm';

// Category A's songs are 440 Hz tones, category B's 880 Hz: a listener tells the categories apart by ear.
const A = 440;
const B = 880;
const TONE_SECONDS = 3;
const WINDOW = 2205 * 4;

/** Which of the two tones dominates each 50 ms window of the received audio, runs of the same merged. */
function toneRuns(pcm: Buffer): number[] {
  const runs: Array<{ tone: number; windows: number }> = [];
  for (let at = 0; at + WINDOW <= pcm.length; at += WINDOW) {
    const a = toneStrength(pcm, at, A);
    const b = toneStrength(pcm, at, B);
    const tone = a > 0.6 && a > b ? A : b > 0.6 && b > a ? B : 0;
    if (!tone) continue;
    const last = runs.at(-1);
    if (last?.tone === tone) last.windows++;
    else runs.push({ tone, windows: 1 });
  }
  // A run shorter than half a second is a crossfade's edge, not a song.
  return runs.filter((r) => r.windows * 0.05 >= 0.5).map((r) => r.tone);
}

/** A clock of two categories on the real engine: what a listener of /stream hears alternates between them. */
describe('an hour clock on the air', () => {
  let station: TestStation;

  beforeAll(async () => {
    station = await startTestStation();
    const { repos } = station.context;
    repos.settings.updateStreaming({ crossfadeSeconds: 0 });
    const categoryA = repos.categories.create({ name: 'A' }).id;
    const categoryB = repos.categories.create({ name: 'B' }).id;
    // Two songs each, of different lengths (the library keeps one file per content).
    for (const [n, category, frequency] of [
      [0, categoryA, A],
      [1, categoryA, A],
      [2, categoryB, B],
      [3, categoryB, B],
    ] as const) {
      const track = await addToneTrack(station.context, {
        ...{ title: `Tono ${frequency}`, artist: `Artista ${n}`, frequency },
        ...{ toneSeconds: TONE_SECONDS + (n % 2) * 0.5, silence: 0 },
      });
      repos.tracks.update(track.id, { categoryIds: [category] });
    }
    // Every hour of the week: A, B, A, B… (the default clock), taken from the next pick without a restart.
    const clock = repos.clocks.create({
      name: 'Alterna',
      events: [
        { type: 'category', categoryId: categoryA },
        { type: 'category', categoryId: categoryB },
      ],
    });
    repos.clocks.setGrid({ cells: [], defaultClockId: clock.id });
    await station.ready;
  }, 60_000);
  afterAll(() => station?.close());

  it('a listener hears category A and category B take turns', async () => {
    const rx = await listen(`${station.url}/stream`);
    await pastBurst(rx);
    const from = rx.audio().length;
    await heardMore(rx, 8 * TONE_SECONDS * 1000);
    rx.stop();
    const pcm = await decodeMp3(station.context.ffmpegPath, rx.audio().subarray(from));
    expect(pcm.length).toBeGreaterThan(6 * TONE_SECONDS * BYTES_PER_SECOND);
    const runs = toneRuns(pcm);
    // At least six songs heard, each of the other category than the one before.
    expect(runs.length, runs.join(' ')).toBeGreaterThanOrEqual(6);
    for (let i = 1; i < runs.length; i++) expect(runs[i], runs.join(' ')).not.toBe(runs[i - 1]);
  }, 90_000);
});
