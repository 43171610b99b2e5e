import { describe, expect, it } from 'vitest';
import { BASE_RATES_EUR } from './pricing-tables';
import { baseTier, type CampaignInput, quoteCampaign, volumeDiscount } from './pricing';

const plain: CampaignInput = {
  spots: 5,
  spotLength: 30,
  loyalty: 'none',
  surcharges: [],
  spotProduction: false,
  sponsorshipMonths: 0,
};
const quote = (patch: Partial<CampaignInput>) => quoteCampaign({ ...plain, ...patch });

describe('base rate', () => {
  it.each([
    [1, '1-5'],
    [5, '1-5'],
    [6, '6-10'],
    [10, '6-10'],
    [11, '11-20'],
    [20, '11-20'],
    [21, '20+'],
    [500, '20+'],
  ])('%i spots fall in tier %s', (spots, label) => {
    expect(baseTier(spots)?.label).toBe(label);
  });

  it('reads every cell of the published table', () => {
    for (const tier of BASE_RATES_EUR) {
      for (const length of [10, 20, 30, 60] as const) {
        expect(quote({ spots: tier.minSpots, spotLength: length }).base).toBe(tier.prices[length]);
      }
    }
    expect(quote({ spots: 8, spotLength: 60 })).toMatchObject({
      base: 800,
      total: 800,
      discount: null,
      surchargeTotal: 0,
    });
  });
});

describe('discounts', () => {
  it('volume discount starts strictly above 30, 50 and 100 spots', () => {
    expect(volumeDiscount(30)).toBeNull();
    expect(volumeDiscount(31)?.percent).toBe(10);
    expect(volumeDiscount(50)?.percent).toBe(10);
    expect(volumeDiscount(51)?.percent).toBe(15);
    expect(volumeDiscount(100)?.percent).toBe(15);
    expect(volumeDiscount(101)?.percent).toBe(20);
  });

  it('applies loyalty discounts of 5, 10 and 15 percent', () => {
    expect(quote({ loyalty: 'renewal' }).total).toBe(332.5);
    expect(quote({ loyalty: 'quarterly' }).total).toBe(315);
    expect(quote({ loyalty: 'annual' }).total).toBe(297.5);
  });

  it('applies only the best single discount, never both', () => {
    // 60 spots of 10 s: base 1000, volume 15 %, annual loyalty 15 % → 15 %, not 30 %.
    expect(quote({ spots: 60, spotLength: 10, loyalty: 'annual' })).toMatchObject({
      discount: { percent: 15 },
      total: 850,
    });
    // Volume 20 % beats annual 15 %.
    expect(quote({ spots: 120, spotLength: 10, loyalty: 'annual' })).toMatchObject({
      discount: { kind: 'volume', percent: 20 },
      total: 800,
    });
    // Quarterly 10 % loyalty beats nothing; on 40 spots it ties volume 10 %.
    expect(quote({ spots: 40, spotLength: 20, loyalty: 'renewal' })).toMatchObject({
      discount: { kind: 'volume', percent: 10 },
      total: 1080,
    });
    expect(quote({ spots: 40, spotLength: 20, loyalty: 'annual' })).toMatchObject({
      discount: { kind: 'loyalty', detail: 'annual', percent: 15 },
      total: 1020,
    });
  });
});

describe('surcharges', () => {
  it('adds morning 20 %, afternoon 15 % and special programmes 25 % on the base', () => {
    expect(quote({ surcharges: ['morning'] }).total).toBe(420);
    expect(quote({ surcharges: ['afternoon'] }).total).toBe(402.5);
    expect(quote({ surcharges: ['special'] }).total).toBe(437.5);
    expect(quote({ surcharges: ['morning', 'special'] })).toMatchObject({ surchargeTotal: 157.5, total: 507.5 });
  });

  it('counts a repeated surcharge once', () => {
    expect(quote({ surcharges: ['morning', 'morning'] }).surchargeTotal).toBe(70);
  });

  it('discounts the airtime including its surcharges', () => {
    // 1000 + 20 % = 1200, minus 15 % volume = 1020.
    expect(quote({ spots: 60, spotLength: 10, surcharges: ['morning'] })).toMatchObject({
      base: 1000,
      surchargeTotal: 200,
      airtime: 1020,
      total: 1020,
    });
  });
});

describe('extras', () => {
  it('adds spot production at 150 € without discounting it', () => {
    expect(quote({ spots: 60, spotLength: 10, spotProduction: true })).toMatchObject({
      airtime: 850,
      total: 1000,
      extras: [{ kind: 'spotProduction', amount: 150 }],
    });
  });

  it('adds sponsorship at its starting price per month and marks the total as a minimum', () => {
    expect(quote({ sponsorshipMonths: 3 })).toMatchObject({ total: 3350, isMinimum: true });
    expect(quote({}).isMinimum).toBe(false);
  });
});

describe('bad input', () => {
  it.each([0, -3, 2.5, Number.NaN])('rejects %s spots', (spots) => {
    expect(() => quote({ spots })).toThrowError(RangeError);
  });

  it('rejects an unpublished spot length and negative sponsorship', () => {
    expect(() => quote({ spotLength: 45 as 30 })).toThrowError(RangeError);
    expect(() => quote({ sponsorshipMonths: -1 })).toThrowError(RangeError);
  });
});
