import { z } from 'zod';
import { trackRightsShape } from '../library/track-rights';

/** What an as-run row says aired: the regulator's categories, wider than the engine's sources. */
export const AS_RUN_KINDS = [
  'music',
  'jingle',
  'spot',
  'show',
  'relay',
  'repeat',
  'live',
  'station-id',
  'syndicated',
  'voicetrack',
] as const;
export type AsRunKind = (typeof AS_RUN_KINDS)[number];
export const AS_RUN_KIND_LABEL: Readonly<Record<AsRunKind, string>> = {
  music: 'Música',
  jingle: 'Cortinilla',
  spot: 'Cuña',
  show: 'Programa grabado',
  relay: 'Conexión',
  repeat: 'Reposición',
  live: 'En directo',
  'station-id': 'Identificativo',
  syndicated: 'Programa sindicado',
  voicetrack: 'Enlace grabado',
};

/** The longest window one request may ask for: a year and a bit, the longest retention (400 days). */
export const AS_RUN_MAX_DAYS = 400;

const instant = (label: string) =>
  z.iso.datetime({
    offset: true,
    error: `${label} debe ser una fecha y hora ISO 8601 (p. ej. 2026-11-24T18:00:00+01:00).`,
  });

/** ?from=&to= of every report: an ISO window, `to` after `from`, at most AS_RUN_MAX_DAYS long. */
export const reportWindowSchema = z
  .object({ from: instant('from'), to: instant('to') })
  .refine((w) => Date.parse(w.to) > Date.parse(w.from), { message: 'to debe ser posterior a from.', path: ['to'] })
  .refine((w) => Date.parse(w.to) - Date.parse(w.from) <= AS_RUN_MAX_DAYS * 86_400_000, {
    message: `El periodo no puede superar ${AS_RUN_MAX_DAYS} días.`,
    path: ['to'],
  });

/** GET /api/reports/as-run: the window, optional filters and one page (newest last: the running order). */
export const asRunQuerySchema = z.object({
  from: instant('from'),
  to: instant('to'),
  kind: z.enum(AS_RUN_KINDS, { error: `Tipo no válido: usa ${AS_RUN_KINDS.join(', ')}.` }).optional(),
  q: z.string().trim().max(200, 'La búsqueda no puede superar 200 caracteres.').optional(),
  offset: z.coerce
    .number({ error: 'El desplazamiento debe ser un número.' })
    .int('El desplazamiento debe ser un número entero.')
    .min(0, 'El desplazamiento no puede ser negativo.')
    .default(0),
  limit: z.coerce
    .number({ error: 'El límite debe ser un número.' })
    .int('El límite debe ser un número entero.')
    .min(1, 'El límite debe estar entre 1 y 500.')
    .max(500, 'El límite debe estar entre 1 y 500.')
    .default(100),
});

export const asRunItemSchema = z.object({
  id: z.number().int(),
  startedAt: z.string(),
  /** Null while it is on air (or when the station stopped during it). */
  endedAt: z.string().nullable(),
  seconds: z.number().nullable(),
  kind: z.enum(AS_RUN_KINDS),
  trackId: z.number().int().nullable(),
  title: z.string(),
  artist: z.string(),
  album: z.string().nullable(),
  show: z.string().nullable(),
  presenter: z.string().nullable(),
  campaignId: z.number().int().nullable(),
  campaign: z.string().nullable(),
  /** The separation rules the planner relaxed for this song, as the log said it; absent or null for none. */
  ruleNotes: z.string().nullable().optional(),
  /** How it met a hard-timed event's mark when the songs could not land: the clock's filler, or cut and faded. */
  fill: z.enum(['filler', 'fade']).nullable().optional(),
  /** A syndicated airing's feed (its title, else its address); null for everything else. */
  feed: z.string().nullable().optional(),
  /**
   * Why a syndicated programme did not air as meant: the previous episode stood in, or nothing of it aired (a row of
   * no seconds); null when it aired as meant, and for everything else.
   */
  standIn: z.string().nullable().optional(),
  /** Aired by the standby PC while the studio was down (its as-run, imported by the studio for those hours). */
  standby: z.boolean().optional(),
  ...trackRightsShape,
});
export type AsRunItem = z.infer<typeof asRunItemSchema>;

export const asRunPageSchema = z.object({
  items: z.array(asRunItemSchema),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  timezone: z.string(),
});
export type AsRunPage = z.infer<typeof asRunPageSchema>;
