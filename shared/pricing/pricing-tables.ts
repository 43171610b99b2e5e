/** The advertising price tables and cost figures (the rule that applies them is shared/pricing/pricing.ts). */

export const COST_ESTIMATES_EUR = {
  fmInitial: [4_400, 11_600],
  digitalInitial: [2_520, 6_500],
  combinedInitial: [6_000, 15_000],
  annualMaintenance: 5_000,
  annualMaintenanceFm: 3_400,
  annualMaintenanceDigital: 3_800,
} as const;

export const SPOT_LENGTHS_SECONDS = [10, 20, 30, 60] as const;

export type SpotLength = (typeof SPOT_LENGTHS_SECONDS)[number];

/**
 * How far a spot file may run over a published length and still be sold as that length. An encoded file is
 * never exactly its nominal length (an MP3 of a 20 s spot measures 20.04 s: encoder delay and padding), and a
 * sales person bills the 20 s spot at the 20 s rate; the admin page states this figure beside each price.
 */
export const SPOT_LENGTH_TOLERANCE_SECONDS = 0.5;

/** Base rate per 30-day campaign, by number of spots and spot length. */
export const BASE_RATES_EUR: ReadonlyArray<{
  label: string;
  minSpots: number;
  maxSpots: number | null;
  prices: Record<SpotLength, number>;
}> = [
  { label: '1-5', minSpots: 1, maxSpots: 5, prices: { 10: 250, 20: 300, 30: 350, 60: 450 } },
  { label: '6-10', minSpots: 6, maxSpots: 10, prices: { 10: 400, 20: 500, 30: 600, 60: 800 } },
  { label: '11-20', minSpots: 11, maxSpots: 20, prices: { 10: 750, 20: 900, 30: 1050, 60: 1400 } },
  { label: '20+', minSpots: 21, maxSpots: null, prices: { 10: 1000, 20: 1200, 30: 1400, 60: 1800 } },
];

/** Discounts are not cumulative: the best single one applies. */
export const DISCOUNTS = {
  volume: [
    { overSpots: 100, percent: 20 },
    { overSpots: 50, percent: 15 },
    { overSpots: 30, percent: 10 },
  ],
  loyalty: { renewal: 5, quarterly: 10, annual: 15 },
} as const;

export const SURCHARGES_PERCENT = {
  morning: { percent: 20, label: 'Mañanas L-V 7-10h y Sáb 9-12h' },
  afternoon: { percent: 15, label: 'Tardes L-V 18-21h y Sáb 17-20h' },
  special: { percent: 25, label: 'Programas especiales' },
} as const;

export const OTHER_RATES_EUR = {
  spotProduction: 150,
  spotProductionFreeRevisions: 2,
  sponsorshipFromPerMonth: 1000,
  packages: { basico: 600, estandar: 1200, premium: 2000 },
  airingStartHours: [24, 48],
} as const;

/**
 * The ad bands of /advertising/rates as hours [from, to) of station time: mornings Mon–Fri 7–10 and Sat 9–12,
 * afternoons Mon–Fri 18–21 and Sat 17–20 (SURCHARGES_PERCENT). Sunday has neither. `any` is the whole day, every day.
 */
export const DAYPARTS = {
  morning: { weekdays: [7, 10], saturday: [9, 12] },
  afternoon: { weekdays: [18, 21], saturday: [17, 20] },
} as const;
