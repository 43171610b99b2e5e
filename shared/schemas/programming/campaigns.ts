import { z } from 'zod';

/** The bands sold on /advertising/rates (see DAYPARTS in constants); `any` is every break of the day. */
export const daypartSchema = z.enum(['any', 'morning', 'afternoon']);
export type Daypart = z.infer<typeof daypartSchema>;

const isoDate = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), message);

export const CAMPAIGN_MAX_SPOTS = 10_000;
export const CAMPAIGN_MAX_DAYS = 366;

/** Body of POST /api/campaigns and PUT /api/campaigns/:id. Dates are station-time calendar days, both included. */
export const campaignInputSchema = z
  .object({
    advertiser: z
      .string({ error: 'El anunciante es requerido.' })
      .trim()
      .min(1, 'El anunciante es requerido.')
      .max(120, 'El anunciante no puede superar 120 caracteres.'),
    title: z
      .string({ error: 'El título es requerido.' })
      .trim()
      .min(1, 'El título es requerido.')
      .max(120, 'El título no puede superar 120 caracteres.'),
    spotTrackId: z
      .number({ error: 'Elige la cuña de la biblioteca.' })
      .int('Elige la cuña de la biblioteca.')
      .positive('Elige la cuña de la biblioteca.'),
    startDate: isoDate('La fecha de inicio debe tener el formato AAAA-MM-DD.'),
    endDate: isoDate('La fecha de fin debe tener el formato AAAA-MM-DD.'),
    spots: z
      .number({ error: 'Indica el número de cuñas contratadas.' })
      .int('El número de cuñas debe ser un número entero.')
      .min(1, 'Debe contratarse al menos 1 cuña.')
      .max(CAMPAIGN_MAX_SPOTS, `No se pueden contratar más de ${CAMPAIGN_MAX_SPOTS} cuñas.`),
    daypart: daypartSchema.default('any'),
  })
  .refine((value) => value.startDate <= value.endDate, {
    message: 'La fecha de fin no puede ser anterior a la de inicio.',
    path: ['endDate'],
  })
  .refine((value) => (Date.parse(value.endDate) - Date.parse(value.startDate)) / 86_400_000 < CAMPAIGN_MAX_DAYS, {
    message: `Una campaña no puede durar más de ${CAMPAIGN_MAX_DAYS} días.`,
    path: ['endDate'],
  });
export type CampaignInput = z.infer<typeof campaignInputSchema>;

export const campaignSchema = z.object({
  id: z.number().int(),
  advertiser: z.string(),
  title: z.string(),
  /** Null once the spot file was deleted from the library (allowed only after the campaign ended); spotTitle then comes from its airings. */
  spotTrackId: z.number().int().nullable(),
  spotTitle: z.string(),
  /** Seconds of the spot file; the rates' spot length is the next one up (10, 20, 30 or 60). */
  spotDurationSec: z.number(),
  spotLength: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  spots: z.number().int(),
  daypart: daypartSchema,
  /** Spots that went on air so far (proof: the airings list). */
  aired: z.number().int(),
  /** Ad breaks of the campaign's days and daypart, and how many of them have passed. */
  breaks: z.number().int(),
  /** The calculator's price for this campaign (quoteCampaign in shared/pricing/pricing.ts), in euros. */
  price: z.number(),
  status: z.enum(['scheduled', 'running', 'finished']),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const airingSchema = z.object({
  id: z.number().int(),
  airedAt: z.string(),
  spot: z.object({ trackId: z.number().int().nullable(), title: z.string() }),
  /** Seconds actually on air (the next item's start ends it). */
  durationSec: z.number(),
  /** Listeners connected when the spot went on air. */
  listeners: z.number().int(),
});
export type Airing = z.infer<typeof airingSchema>;
