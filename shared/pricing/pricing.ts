import {
  BASE_RATES_EUR,
  DISCOUNTS,
  OTHER_RATES_EUR,
  SPOT_LENGTHS_SECONDS,
  type SpotLength,
  SURCHARGES_PERCENT,
} from './pricing-tables';

export type LoyaltyKind = 'none' | keyof typeof DISCOUNTS.loyalty;
export type SurchargeKind = keyof typeof SURCHARGES_PERCENT;

export interface CampaignInput {
  /** Spots in the 30-day campaign (whole number, at least 1). */
  spots: number;
  spotLength: SpotLength;
  loyalty: LoyaltyKind;
  /** Time bands and special programmes the campaign buys into; each adds its percentage to the base. */
  surcharges: readonly SurchargeKind[];
  /** The station records the spot (fixed price, two revisions included). */
  spotProduction: boolean;
  /** Months of programme sponsorship, priced at the published starting rate. */
  sponsorshipMonths: number;
}

export interface AppliedDiscount {
  kind: 'volume' | 'loyalty';
  /** Which loyalty plan, or the spot threshold the volume discount starts above. */
  detail: string;
  percent: number;
  amount: number;
}

export interface CampaignQuote {
  tierLabel: string;
  base: number;
  surcharges: Array<{ kind: SurchargeKind; percent: number; amount: number }>;
  surchargeTotal: number;
  /** The best single discount; discounts are never combined. */
  discount: AppliedDiscount | null;
  airtime: number;
  extras: Array<{ kind: 'spotProduction' | 'sponsorship'; amount: number }>;
  total: number;
  /** True when the total includes a "from" price (sponsorship), so the real figure may be higher. */
  isMinimum: boolean;
}

/** Money is kept in whole cents until the end so percentages never drift. */
const cents = (eur: number) => Math.round(eur * 100);
const eur = (c: number) => c / 100;
const percentOf = (c: number, percent: number) => Math.round((c * percent) / 100);

export function baseTier(spots: number) {
  return BASE_RATES_EUR.find((tier) => spots >= tier.minSpots && (tier.maxSpots === null || spots <= tier.maxSpots));
}

/** The volume discount for a number of spots ("over 30" means 31 or more). */
export function volumeDiscount(spots: number): { overSpots: number; percent: number } | null {
  return DISCOUNTS.volume.find((step) => spots > step.overSpots) ?? null;
}

/**
 * The campaign price by the published rules: base rate of the spot tier and length, plus every
 * chosen surcharge on that base, minus the single best discount (volume or loyalty, not cumulative)
 * on the airtime, plus extras, which are never discounted.
 */
export function quoteCampaign(input: CampaignInput): CampaignQuote {
  if (!Number.isInteger(input.spots) || input.spots < 1)
    throw new RangeError('spots must be a whole number of at least 1');
  if (!SPOT_LENGTHS_SECONDS.includes(input.spotLength))
    throw new RangeError(`spot length must be one of ${SPOT_LENGTHS_SECONDS.join(', ')}`);
  if (!Number.isInteger(input.sponsorshipMonths) || input.sponsorshipMonths < 0)
    throw new RangeError('sponsorship months must be a whole number of at least 0');

  const tier = baseTier(input.spots)!;
  const base = cents(tier.prices[input.spotLength]);
  const surcharges = [...new Set(input.surcharges)].map((kind) => {
    const { percent } = SURCHARGES_PERCENT[kind];
    return { kind, percent, amount: percentOf(base, percent) };
  });
  const surchargeTotal = surcharges.reduce((sum, s) => sum + s.amount, 0);
  const gross = base + surchargeTotal;

  const candidates: Array<Omit<AppliedDiscount, 'amount'>> = [];
  const volume = volumeDiscount(input.spots);
  if (volume) candidates.push({ kind: 'volume', detail: String(volume.overSpots), percent: volume.percent });
  if (input.loyalty !== 'none')
    candidates.push({ kind: 'loyalty', detail: input.loyalty, percent: DISCOUNTS.loyalty[input.loyalty] });
  // Ties go to the volume discount (listed first): the customer pays the same either way.
  const best = candidates.reduce<Omit<AppliedDiscount, 'amount'> | null>(
    (top, c) => (top && top.percent >= c.percent ? top : c),
    null,
  );
  const discountAmount = best ? percentOf(gross, best.percent) : 0;
  const airtime = gross - discountAmount;

  const extras: CampaignQuote['extras'] = [];
  if (input.spotProduction) extras.push({ kind: 'spotProduction', amount: cents(OTHER_RATES_EUR.spotProduction) });
  if (input.sponsorshipMonths > 0)
    extras.push({
      kind: 'sponsorship',
      amount: cents(OTHER_RATES_EUR.sponsorshipFromPerMonth) * input.sponsorshipMonths,
    });
  const total = airtime + extras.reduce((sum, e) => sum + e.amount, 0);

  return {
    tierLabel: tier.label,
    base: eur(base),
    surcharges: surcharges.map((s) => ({ ...s, amount: eur(s.amount) })),
    surchargeTotal: eur(surchargeTotal),
    discount: best ? { ...best, amount: eur(discountAmount) } : null,
    airtime: eur(airtime),
    extras: extras.map((e) => ({ ...e, amount: eur(e.amount) })),
    total: eur(total),
    isMinimum: input.sponsorshipMonths > 0,
  };
}
