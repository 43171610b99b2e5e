import { describe, expect, it } from 'vitest';
import { formatSpotSeconds, quoteBooking, SPOT_LENGTH_RULE, spotLengthFor } from './campaign-price';
import { BASE_RATES_EUR, SPOT_LENGTH_TOLERANCE_SECONDS } from './pricing-tables';

describe('spotLengthFor: the length a spot file is sold as', () => {
  it.each([
    [0.5, 10],
    [10, 10],
    [10.03, 10],
    [10.5, 10],
    [10.51, 20],
    [20, 20],
    [20.04, 20],
    [20.5, 20],
    [20.504, 20],
    [20.505, 30],
    [20.51, 30],
    [29.9, 30],
    [30.5, 30],
    [30.51, 60],
    [60.5, 60],
    [95, 60],
  ])('%s s is billed as a %i s spot', (seconds, length) => {
    expect(spotLengthFor(seconds)).toBe(length);
  });

  it('allows exactly the stated tolerance over each published length', () => {
    expect(SPOT_LENGTH_TOLERANCE_SECONDS).toBe(0.5);
    for (const length of [10, 20, 30] as const) {
      expect(spotLengthFor(length + SPOT_LENGTH_TOLERANCE_SECONDS)).toBe(length);
      expect(spotLengthFor(length + SPOT_LENGTH_TOLERANCE_SECONDS + 0.01)).toBeGreaterThan(length);
    }
  });
});

describe('quoteBooking', () => {
  const quote = (spotDurationSec: number) => quoteBooking({ spots: 3, spotDurationSec, daypart: 'any' })?.base;
  const prices = BASE_RATES_EUR[0]!.prices;

  it('prices a 20.04 s MP3 of a 20 s spot at the 20 s rate, and 20.51 s at the 30 s rate', () => {
    expect(quote(20)).toBe(prices[20]);
    expect(quote(20.04)).toBe(prices[20]);
    expect(quote(20.5)).toBe(prices[20]);
    expect(quote(20.51)).toBe(prices[30]);
  });

  it('prices a 10.04 s spot at the 10 s rate', () => {
    expect(quote(10.04)).toBe(prices[10]);
  });
});

describe('what the admin shows', () => {
  it('shows the measured length to the hundredth, as it is billed', () => {
    expect(formatSpotSeconds(20.04)).toBe('20,04 s');
    expect(formatSpotSeconds(20.504)).toBe('20,5 s');
    expect(formatSpotSeconds(20)).toBe('20 s');
  });

  it('states the rule with the tolerance the billing uses', () => {
    expect(SPOT_LENGTH_RULE).toBe(
      'Se factura la duración de tarifa (10, 20, 30 o 60 s): una cuña de hasta 0,5 s más cuenta como esa duración ' +
        '(una de 20,04 s se factura como 20 s).',
    );
  });
});
