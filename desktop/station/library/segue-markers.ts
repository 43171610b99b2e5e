/**
 * Segue markers from the momentary loudness ffmpeg's ebur128 logs every 100 ms: how long a song's intro is (the
 * presenter's talk-over window) and where the next item may start over its outro. Pure: numbers in, markers out.
 *
 * Both markers are positions on the file's own timeline (seconds from its first sample), like the cue points, so
 * moving the cue-in in the editor does not move where the vocals come in.
 */

/** One momentary-loudness reading: `t` is the end of ebur128's 400 ms window, `lufs` its loudness. */
export interface LoudnessReading {
  t: number;
  lufs: number;
}

export interface SegueMarkers {
  /** Where the song's main part begins (the end of the intro); null when it starts at once. */
  introSec: number | null;
  /** Where the next item may start; null for a cold end (the next item starts at the cue-out, no overlap). */
  nextStartSec: number | null;
}

// ebur128 stamps a reading at the end of its 400 ms window: its centre is the instant it describes.
const WINDOW_CENTRE = 0.2;
// ebur128 reports -120.7 before its window has filled: not a measurement.
const NO_READING = -100;
// The main part has begun when the level, smoothed over this window, comes within INTRO_LU of the song's loudness.
// A step from a quiet intro to the full band crosses half its energy (-3 dB) at the step itself.
const INTRO_SMOOTHING_SEC = 2;
const INTRO_LU = 3;
// Shorter than this is no window to talk over.
const MIN_INTRO_SEC = 1.5;
// The outro: the last instant at the song's level (within FULL_LU of it), then where it has fallen FADED_LU below.
const OUTRO_SMOOTHING_SEC = 0.6;
const FULL_LU = 1;
const FADED_LU = 6;
// The level the song had before its outro: the median of this much before the last instant at full level.
const LEVEL_BEFORE_SEC = 5;
// A decline quicker than this is a cold end, not a fade.
const MIN_FADE_SEC = 1;

/** Energy mean of the readings within ±half of `window` of each reading, in LUFS again. */
function smooth(readings: readonly LoudnessReading[], window: number): LoudnessReading[] {
  const energy = readings.map((r) => 10 ** (r.lufs / 10));
  const out: LoudnessReading[] = [];
  let from = 0;
  let to = 0;
  let sum = 0;
  for (const reading of readings) {
    while (to < readings.length && readings[to]!.t <= reading.t + window / 2) sum += energy[to++]!;
    while (readings[from]!.t < reading.t - window / 2) sum -= energy[from++]!;
    out.push({ t: reading.t, lufs: 10 * Math.log10(Math.max(sum / (to - from), 1e-12)) });
  }
  return out;
}

function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NEGATIVE_INFINITY;
}

function introOf(levels: readonly LoudnessReading[], integrated: number, start: number, end: number) {
  const main = levels.find((r) => r.t >= start && r.lufs >= integrated - INTRO_LU);
  if (!main || main.t - start < MIN_INTRO_SEC || main.t > start + (end - start) / 2) return null;
  return main.t;
}

function nextStartOf(levels: readonly LoudnessReading[], integrated: number, start: number, end: number) {
  const inSong = levels.filter((r) => r.t >= start && r.t <= end);
  const lastFull = inSong.findLastIndex((r) => r.lufs >= integrated - FULL_LU);
  const full = inSong[lastFull];
  // At the song's level until (almost) its end: a cold end.
  if (!full || end - full.t < MIN_FADE_SEC) return null;
  const fadedAt = inSong.slice(lastFull + 1).find((r) => r.lufs < integrated - FADED_LU);
  // A tail that never falls well below the song (a held last chord) is not talked or played over either.
  if (!fadedAt) return null;
  // The decline's slope, extended back to where it meets the level the song had before it: the fade's start,
  // found before the level has audibly dropped (a linear fade loses its first decibel slowly).
  const slope = (fadedAt.lufs - full.lufs) / Math.max(fadedAt.t - full.t, 0.1);
  const before = median(inSong.filter((r) => r.t >= full.t - LEVEL_BEFORE_SEC && r.t <= full.t).map((r) => r.lufs));
  const back = Math.max(0, Math.max(before, integrated) - full.lufs) / -slope;
  return Math.max(start, full.t - back);
}

/**
 * The markers of one file. `start`/`end` are its cue points (or 0 and its length); `integrated` its integrated
 * loudness (null when nothing was measured: no markers).
 */
export function segueMarkers(
  readings: readonly LoudnessReading[],
  integrated: number | null,
  start: number,
  end: number,
): SegueMarkers {
  if (integrated === null || end - start < 2 * MIN_FADE_SEC) return { introSec: null, nextStartSec: null };
  const valid = readings
    .filter((r) => r.lufs > NO_READING)
    .map((r) => ({ t: Math.max(0, r.t - WINDOW_CENTRE), lufs: r.lufs }));
  if (valid.length === 0) return { introSec: null, nextStartSec: null };
  const round = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);
  const introSec = round(introOf(smooth(valid, INTRO_SMOOTHING_SEC), integrated, start, end));
  const nextStartSec = round(nextStartOf(smooth(valid, OUTRO_SMOOTHING_SEC), integrated, start, end));
  // The next item never starts inside the intro: a song that short plays whole.
  if (introSec !== null && nextStartSec !== null && nextStartSec <= introSec) return { introSec, nextStartSec: null };
  return { introSec, nextStartSec };
}
