import { describe, expect, it } from 'vitest';
import { OFF_AIR_DEFAULTS } from '../../../../shared/schemas/off-air/off-air';
import { type Alignment, align, createEnvelopeRing, POINT_MS } from './envelope';
import { CONFIRM_CHECKS, createOffAirJudge } from './offair-judge';

const settings = { ...OFF_AIR_DEFAULTS, input: 'hw:1' };
const heard = (correlation: number, offAirLevel = 0.1): Alignment => ({
  delayMs: 2000,
  correlation,
  offAirLevel,
  busLevel: 0.1,
  busFlat: false,
});

describe('off-air verdicts', () => {
  it('changes state only after the same verdict holds, and does not flap on a threshold', () => {
    const judge = createOffAirJudge();
    expect(judge.judge(heard(0.9), settings)).toBe('listening');
    expect(judge.judge(heard(0.9), settings)).toBe('ok');
    // One bad check is not an alarm.
    expect(judge.judge(heard(0.1), settings)).toBe('ok');
    expect(judge.judge(heard(0.9), settings)).toBe('ok');
    for (let i = 0; i < CONFIRM_CHECKS; i++) judge.judge(heard(0.1), settings);
    expect(judge.state()).toBe('mismatch');
    // Just over the threshold is not enough to leave: the margin holds it.
    for (let i = 0; i < 3; i++) judge.judge(heard(settings.mismatchBelow + 0.01), settings);
    expect(judge.state()).toBe('mismatch');
    for (let i = 0; i < CONFIRM_CHECKS; i++) judge.judge(heard(0.6), settings);
    expect(judge.state()).toBe('degraded');
    for (let i = 0; i < CONFIRM_CHECKS; i++) judge.judge(heard(0.95, 0.0001), settings);
    expect(judge.state()).toBe('silent');
  });

  it('judges nothing while the bus itself is silent or steady', () => {
    const judge = createOffAirJudge();
    for (let i = 0; i < 4; i++) judge.judge({ ...heard(0), busLevel: 0 }, settings);
    for (let i = 0; i < 4; i++) judge.judge({ ...heard(0), busFlat: true }, settings);
    expect(judge.state()).toBe('listening');
  });
});

describe('envelope alignment', () => {
  it('finds the delay of a delayed copy to the point, and a correlation near 1', () => {
    const bus = createEnvelopeRing(1500);
    const offAir = createEnvelopeRing(400);
    const shape = (i: number) => 0.2 + 0.1 * Math.sin(i * 0.37) * Math.sin(i * 0.051) + 0.05 * Math.sin(i * 1.3);
    const lag = 173; // 3.46 s
    for (let i = 0; i < 1500; i++) bus.push(shape(i), i * POINT_MS);
    // The antenna's newest point arrives with the bus's newest; it carries the bus from `lag` points earlier.
    for (let i = 0; i < 400; i++) offAir.push(0.5 * shape(1500 - 400 + i - lag), (1500 - 400 + i) * POINT_MS);
    const found = align(bus, offAir, { windowPoints: 400, minLagMs: 0, maxLagMs: 10_000 });
    expect(found?.delayMs).toBe(lag * POINT_MS);
    expect(found?.correlation).toBeGreaterThan(0.99);
  });
});
