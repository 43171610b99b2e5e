import { describe, expect, it } from 'vitest';
import { bandPercent, logBands } from './log-bands';

describe('logBands', () => {
  it('covers 40 Hz–16 kHz in 14 contiguous bands, each at least one bin, the upper ones wider', () => {
    const bands = logBands(14, 1024, 44_100);
    expect(bands).toHaveLength(14);
    const binHz = 44_100 / 2 / 1024;
    expect(bands[0]!.from).toBe(Math.floor(40 / binHz));
    expect(bands[13]!.to).toBe(Math.round(16_000 / binHz));
    for (let i = 0; i < bands.length; i++) {
      expect(bands[i]!.to).toBeGreaterThan(bands[i]!.from);
      if (i > 0) expect(bands[i]!.from).toBe(bands[i - 1]!.to);
    }
    expect(bands[13]!.to - bands[13]!.from).toBeGreaterThan(bands[1]!.to - bands[1]!.from);
    // The linear split this replaces gave the top half of the bars only the bins above ~8 kHz.
    expect(bands[7]!.from * binHz).toBeLessThan(2_000);
  });

  it('never runs past the analyser when its bins are coarse', () => {
    const bands = logBands(14, 32, 44_100);
    for (const band of bands) expect(band.to).toBeLessThanOrEqual(32);
  });

  it('takes the loudest bin of the band', () => {
    const data = new Uint8Array([0, 10, 255, 51, 0]);
    expect(bandPercent(data, { from: 1, to: 3 })).toBe(100);
    expect(bandPercent(data, { from: 3, to: 5 })).toBe(20);
  });
});
