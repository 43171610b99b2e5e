import { z } from 'zod';
import { airingSchema } from './campaigns';

/** POST /api/campaigns/:id/advertiser-link: how many days the link works (the campaign and a month after, say). */
export const advertiserLinkRequestSchema = z.object({
  days: z
    .number({ error: 'Los días de validez deben ser un número.' })
    .int('Los días de validez deben ser un número entero.')
    .min(1, 'El enlace debe valer entre 1 y 365 días.')
    .max(365, 'El enlace debe valer entre 1 y 365 días.')
    .default(90),
});

/** The signed token in /api/advertiser/:token. */
export const advertiserTokenParamSchema = z.object({ token: z.string().max(100) });

export const advertiserLinkSchema = z.object({ url: z.string(), path: z.string(), expiresAt: z.string() });
export type AdvertiserLink = z.infer<typeof advertiserLinkSchema>;

/** GET /api/advertiser/:token: what the advertiser sees, without an account. */
export const advertiserViewSchema = z.object({
  campaign: z.object({
    advertiser: z.string(),
    title: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    spots: z.number().int(),
    aired: z.number().int(),
  }),
  airings: z.array(airingSchema),
  timezone: z.string(),
  expiresAt: z.string(),
});
export type AdvertiserView = z.infer<typeof advertiserViewSchema>;
