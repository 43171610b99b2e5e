import { z } from 'zod';
import { SPOT_LENGTHS_SECONDS } from '../../../../shared/pricing/pricing-tables';
import type { CampaignInput } from '../../../../shared/pricing/pricing';

/** The calculator's fields; messages are catalogue keys under rates.calculator.errors. */
export const calculatorSchema = z.object({
  spots: z.number({ error: 'spots' }).int('spots').min(1, 'spots').max(1000, 'spotsMax'),
  spotLength: z.enum(SPOT_LENGTHS_SECONDS.map(String) as ['10', '20', '30', '60']),
  loyalty: z.enum(['none', 'renewal', 'quarterly', 'annual']),
  morning: z.boolean(),
  afternoon: z.boolean(),
  special: z.boolean(),
  spotProduction: z.boolean(),
  sponsorshipMonths: z.number({ error: 'months' }).int('months').min(0, 'months').max(12, 'months'),
});
export type CalculatorValues = z.infer<typeof calculatorSchema>;

export const CALCULATOR_DEFAULTS: CalculatorValues = {
  spots: 10,
  spotLength: '30',
  loyalty: 'none',
  morning: false,
  afternoon: false,
  special: false,
  spotProduction: false,
  sponsorshipMonths: 0,
};

export function toCampaignInput(values: CalculatorValues): CampaignInput {
  return {
    spots: values.spots,
    spotLength: Number(values.spotLength) as CampaignInput['spotLength'],
    loyalty: values.loyalty,
    surcharges: (['morning', 'afternoon', 'special'] as const).filter((kind) => values[kind]),
    spotProduction: values.spotProduction,
    sponsorshipMonths: values.sponsorshipMonths,
  };
}
