import { z } from 'zod';
import { hasDatedToken } from '../../station/dated-url';
import { httpUrlSchema } from '../common/common';

/**
 * Syndicated shows: the feed a show's episodes come from and how they air. Fields of POST/PUT /api/shows (flat, as
 * the show's other kind-specific fields are), and the `syndication` block GET /api/shows/:id answers.
 */
export const episodeChoiceSchema = z.enum(['newest', 'by-date'], {
  error: 'El episodio debe ser «newest» (el más reciente) o «by-date» (el publicado ese día).',
});
export const tooLongRuleSchema = z.enum(['fade', 'finish'], {
  error:
    'Si el episodio es más largo que la franja: «fade» (fundido al final) o «finish» (termina y empuja lo siguiente).',
});

/**
 * A dated file's address: {YYYY} {MM} {DD} {HH} {mm} and {YYYYMMDD} are the airing's station date and time, e.g.
 * https://red.example/noticias_{YYYYMMDD}_{HH}.mp3 for the news at the top of each hour.
 */
export const urlPatternSchema = z
  .string({ error: 'El patrón de URL es requerido.' })
  .trim()
  .max(2048, 'El patrón de URL es demasiado largo.')
  .regex(/^https?:\/\/[^\s]+$/, 'El patrón debe ser una URL http(s).')
  .refine(hasDatedToken, 'El patrón debe llevar la fecha o la hora, p. ej. {YYYYMMDD}_{HH}.');

export const syndicationFieldsSchema = z.object({
  feedUrl: httpUrlSchema.nullish(),
  urlPattern: urlPatternSchema.nullish(),
  freshnessMin: z
    .number({ error: 'El límite de frescura debe ser un número de minutos.' })
    .int('El límite de frescura debe ser un número entero de minutos.')
    .min(1, 'El límite de frescura es de al menos un minuto.')
    .max(10080, 'El límite de frescura no puede pasar de una semana.')
    .default(60),
  episode: episodeChoiceSchema.default('newest'),
  retentionDays: z
    .number({ error: 'Los días de conservación deben ser un número.' })
    .int('Los días de conservación deben ser un número entero.')
    .min(1, 'Los episodios se conservan al menos un día.')
    .max(365, 'Los episodios no se conservan más de 365 días.')
    .default(14),
  maxRepeats: z
    .number({ error: 'El máximo de emisiones debe ser un número.' })
    .int('El máximo de emisiones debe ser un número entero.')
    .min(1, 'Un episodio se emite al menos una vez.')
    .max(100, 'El máximo de emisiones no puede pasar de 100.')
    .nullish(),
  tooLong: tooLongRuleSchema.default('fade'),
  fallbackPrevious: z.boolean({ error: 'Usar el episodio anterior debe ser sí o no.' }).default(true),
  downloadAheadMin: z
    .number({ error: 'La antelación de descarga debe ser un número de minutos.' })
    .int('La antelación de descarga debe ser un número entero de minutos.')
    .min(5, 'La descarga se hace al menos 5 minutos antes.')
    .max(2880, 'La descarga no se adelanta más de 48 horas.')
    .default(120),
});
export type SyndicationFields = z.output<typeof syndicationFieldsSchema>;

export const episodeStatusSchema = z.enum(['pending', 'downloaded', 'failed']);
export type EpisodeStatus = z.infer<typeof episodeStatusSchema>;

export const syndicatedEpisodeSchema = z.object({
  title: z.string(),
  publishedAt: z.string(),
  status: episodeStatusSchema,
  reason: z.string().nullable(),
  airedCount: z.number().int(),
});

/** What GET /api/shows/:id says about a syndicated show's feed. */
export const syndicationViewSchema = z.object({
  feedUrl: z.string().nullable(),
  urlPattern: z.string().nullable(),
  freshnessMin: z.number().int(),
  episode: episodeChoiceSchema,
  retentionDays: z.number().int(),
  maxRepeats: z.number().int().nullable(),
  tooLong: tooLongRuleSchema,
  fallbackPrevious: z.boolean(),
  downloadAheadMin: z.number().int(),
  feedTitle: z.string(),
  feedLink: z.string(),
  lastCheck: z.string().nullable(),
  lastError: z.string().nullable(),
  nextEpisode: z
    .object({ title: z.string(), publishedAt: z.string(), status: episodeStatusSchema, reason: z.string().nullable() })
    .nullable(),
  episodes: z.array(syndicatedEpisodeSchema),
});
export type SyndicationView = z.infer<typeof syndicationViewSchema>;

/** POST /api/shows/feed-preview: a feed the show editor is about to save, read now for the coordinator to see. */
export const feedPreviewInputSchema = z.object({
  feedUrl: httpUrlSchema,
  episode: episodeChoiceSchema.default('newest'),
  /** A saved show: the preview also says which episode its next occurrence would air. */
  showId: z.number().int().positive().nullish(),
});
export type FeedPreviewInput = z.input<typeof feedPreviewInputSchema>;

export const feedPreviewSchema = z.object({
  title: z.string(),
  link: z.string(),
  /** The feed's last episodes with audio, newest first. */
  episodes: z.array(z.object({ title: z.string(), publishedAt: z.string() })),
  /** The next occurrence of the saved show and the episode it would air (null: no occurrence, or none fits). */
  nextAiring: z.object({ start: z.string(), title: z.string().nullable() }).nullable(),
});
export type FeedPreview = z.infer<typeof feedPreviewSchema>;

/** A syndicated occurrence's file as the occurrence panel shows it, with the reason when it failed. */
export const airingStatusSchema = z.object({
  status: z.enum(['descargado', 'pendiente', 'fallo']),
  reason: z.string().nullable(),
  episode: z.object({ title: z.string(), publishedAt: z.string() }).nullable(),
});
export type AiringStatusView = z.infer<typeof airingStatusSchema>;

/** POST /api/shows/opml: an OPML subscription list as text (what podcast apps and LibreTime export). */
export const opmlImportSchema = z
  .object({
    opml: z
      .string({ error: 'Falta el OPML.' })
      .min(1, 'Falta el OPML.')
      .max(90_000, 'El OPML no puede superar 90.000 caracteres.'),
  })
  .strict();

/** What an OPML import did: the shows it created, and each subscription it left out and why. */
export const opmlImportResultSchema = z.object({
  created: z.array(z.object({ id: z.number().int(), name: z.string(), feedUrl: z.string() })),
  skipped: z.array(z.object({ name: z.string(), feedUrl: z.string(), reason: z.string() })),
});
export type OpmlImportResult = z.infer<typeof opmlImportResultSchema>;
