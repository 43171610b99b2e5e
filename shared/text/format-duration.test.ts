import { describe, expect, it } from 'vitest';
import { formatMinutesSeconds } from './format-duration';

describe('formatMinutesSeconds', () => {
  it('rounds down to whole seconds, so a second never shows as 60', () => {
    expect(formatMinutesSeconds(239.6)).toBe('3:59');
    expect(formatMinutesSeconds(59.999)).toBe('0:59');
    expect(formatMinutesSeconds(61)).toBe('1:01');
    expect(formatMinutesSeconds(3600)).toBe('60:00');
  });
  it('shows 0:00 for unknown, infinite or negative lengths', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, -3]) expect(formatMinutesSeconds(bad)).toBe('0:00');
  });
});
