/** The audible range the meter spreads its bars over; above ~16 kHz an MP3 at 128 kbit/s carries nothing. */
export const METER_RANGE_HZ = { low: 40, high: 16_000 } as const;

/** One bar's slice of the analyser's bins: [from, to). */
export type Band = { from: number; to: number };

/**
 * Splits the range into `count` log-spaced bands (equal musical width, as the ear hears), expressed as FFT bin
 * indices for an analyser with `binCount` bins at `sampleRate`. Linear slices put almost all the music in the
 * first few bars and left the rest flat. Every band holds at least one bin and bands never overlap.
 */
export function logBands(count: number, binCount: number, sampleRate: number, range = METER_RANGE_HZ): Band[] {
  const binHz = sampleRate / 2 / binCount;
  const ratio = range.high / range.low;
  const bands: Band[] = [];
  let previousTo = Math.max(1, Math.floor(range.low / binHz));
  for (let i = 0; i < count; i++) {
    const highHz = range.low * ratio ** ((i + 1) / count);
    const from = previousTo;
    const to = Math.min(binCount, Math.max(from + 1, Math.round(highHz / binHz)));
    bands.push({ from, to });
    previousTo = to;
  }
  return bands;
}

/** A band's bar height in percent: the loudest bin of the band on the analyser's 0–255 byte scale. */
export function bandPercent(data: Uint8Array, band: Band): number {
  let peak = 0;
  for (let b = band.from; b < band.to; b++) peak = Math.max(peak, data[b] ?? 0);
  return Math.round((peak / 255) * 100);
}
