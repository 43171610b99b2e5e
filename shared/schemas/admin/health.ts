import { z } from 'zod';

/** What went wrong on the broadcast. Other features raise their own kinds (e.g. a recording that ran out of disk). */
export const alertKindSchema = z.enum([
  'dead_air',
  'live_silent',
  'live_missing',
  'encoder_restarts',
  'ingest_restarts',
  'disk_low',
  'stream_offline',
  'recording_failed',
  /** A relay stopped answering, or carries another title than the station's (one alert per relay). */
  'relay_down',
  'relay_title',
  /** The transmitter's sound device ("Salida al emisor") cannot play. */
  'air_output_down',
  /** A relay slot's remote stream failed or went silent: the slot's playlist keeps the air while it is retried. */
  'relay_source_down',
  /** A recorded occurrence within the hour has neither its file nor a podcast episode: its playlist will fill it. */
  'show_file_missing',
  /** A syndicated show's episode is not on disk within the hour (feed down, episode missing, broken or stale). */
  'syndication_failed',
  /** The RDS encoder's link has been down for a while (reconnects failing): car radios keep a stale RadioText. */
  'rds_down',
  /** The off-air monitor ("Monitor de antena"): the transmitter is silent, carries something else, or is degraded. */
  'offair_silent',
  'offair_mismatch',
  'offair_degraded',
  /** A standby PC took the air: its studio stopped answering (health endpoint and Icecast mount). */
  'standby_on_air',
]);
export type AlertKind = z.infer<typeof alertKindSchema>;

/** GET /api/alerts: newest first; resolvedAt is null while the problem lasts. */
export const alertSchema = z.object({
  id: z.number().int(),
  kind: alertKindSchema,
  message: z.string(),
  startedAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type Alert = z.infer<typeof alertSchema>;

/** ?open=true lists only the alerts still open (the banner); ?limit= caps the history. */
export const alertFilterSchema = z.object({
  open: z.enum(['true', 'false'], { error: 'open debe ser true o false.' }).optional(),
  limit: z.coerce
    .number({ error: 'limit debe ser un número.' })
    .int({ error: 'limit debe ser un número entero.' })
    .min(1, { error: 'limit debe ser al menos 1.' })
    .max(500, { error: 'limit no puede pasar de 500.' })
    .optional(),
});

export const HEALTH_DEFAULTS = { liveSilenceSec: 10, deadAirSec: 5, silenceDbfs: -50 } as const;

/** GET/PUT /api/admin/health/settings. */
export const healthSettingsSchema = z.object({
  liveSilenceSec: z
    .number({ error: 'El silencio del directo debe ser un número de segundos.' })
    .int({ error: 'El silencio del directo debe ser un número entero de segundos.' })
    .min(3, { error: 'El silencio del directo debe ser de al menos 3 s.' })
    .max(120, { error: 'El silencio del directo no puede pasar de 120 s.' }),
  deadAirSec: z
    .number({ error: 'El silencio de un tema debe ser un número de segundos.' })
    .int({ error: 'El silencio de un tema debe ser un número entero de segundos.' })
    .min(2, { error: 'El silencio de un tema debe ser de al menos 2 s.' })
    .max(120, { error: 'El silencio de un tema no puede pasar de 120 s.' }),
  alertWebhookUrl: z
    .string({ error: 'La URL del webhook debe ser texto.' })
    .trim()
    .max(2000, { error: 'La URL del webhook es demasiado larga.' })
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), {
      error: 'La URL del webhook debe empezar por http:// o https://.',
    }),
});
export type HealthSettings = z.infer<typeof healthSettingsSchema>;
export const healthSettingsInputSchema = healthSettingsSchema.partial().strict();

/** What the admin sees: the settings plus the token monitoring tools send to GET /metrics. */
export const healthSettingsViewSchema = healthSettingsSchema.extend({ metricsToken: z.string() });
export type HealthSettingsView = z.infer<typeof healthSettingsViewSchema>;

/** GET /api/health (public): for uptime checkers; 503 when the station is not on air. */
/** The data disk: 'low' below the disk_low threshold, 'full' when writes are failing or about to. */
export const diskStatusSchema = z.object({
  state: z.enum(['ok', 'low', 'full']),
  freeBytes: z.number(),
  totalBytes: z.number(),
});
export type DiskStatus = z.infer<typeof diskStatusSchema>;

export const healthStatusSchema = z.object({
  /** On air and able to keep what it airs (the disk is not full). */
  ok: z.boolean(),
  seeding: z.boolean(),
  onAir: z.boolean(),
  live: z.boolean(),
  listeners: z.number().int(),
  lastAudioAt: z.string().nullable(),
  /** Null where the platform cannot tell the free space. */
  disk: diskStatusSchema.nullable(),
  /** When the station's core last started (ISO): it changes when the core restarts to apply a backup or a time zone. */
  startedAt: z.string().optional(),
  /** A studio, or a standby following one (with its address and how many seconds behind its copy is; null before the first). */
  role: z.enum(['studio', 'follower']).optional(),
  following: z.string().optional(),
  lagSeconds: z.number().nullable().optional(),
  /** On a standby, why its last attempt to copy the studio failed (Spanish, for its admin); null once one succeeds. */
  copyError: z.string().nullable().optional(),
});
export type HealthStatus = z.infer<typeof healthStatusSchema>;

/** ?from=ISO&to=ISO of GET /api/stats/listeners (and .csv); to defaults to now, from to 24 h before it. */
export const listenerStatsQuerySchema = z
  .object({
    from: z.iso.datetime({ offset: true, error: 'from debe ser una fecha ISO 8601.' }).optional(),
    to: z.iso.datetime({ offset: true, error: 'to debe ser una fecha ISO 8601.' }).optional(),
  })
  .transform(({ from, to }, issue) => {
    const end = to ? Date.parse(to) : Date.now();
    const start = from ? Date.parse(from) : end - 24 * 3_600_000;
    if (start >= end) issue.addIssue({ code: 'custom', message: 'from debe ser anterior a to.', path: ['from'] });
    if (end - start > 400 * 86_400_000)
      issue.addIssue({ code: 'custom', message: 'El intervalo no puede pasar de 400 días.', path: ['from'] });
    return { from: start, to: end };
  });

/** GET /api/stats/listeners: concurrent listeners over time (each point the maximum of its step), totals, clients. */
export const listenerStatsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Minutes per point of the series: 1 up to a day, 10 up to a week, 60 beyond. */
  stepMinutes: z.number().int(),
  /** listeners and average count the relays' listeners too; relays is their part of listeners. */
  series: z.array(
    z.object({ t: z.string(), listeners: z.number().int(), average: z.number(), relays: z.number().int() }),
  ),
  sessions: z.number().int(),
  peak: z.number().int(),
  averageListeners: z.number(),
  tlhHours: z.number(),
  byClient: z.array(z.object({ client: z.string(), sessions: z.number().int(), hours: z.number() })),
  byMount: z.array(z.object({ mount: z.string(), sessions: z.number().int(), hours: z.number() })),
  /** Each relay's listeners, read from its status page (no sessions there: hours from the per-minute average). */
  byRelay: z.array(z.object({ relay: z.string(), peak: z.number().int(), hours: z.number() })),
});
export type ListenerStatsReport = z.infer<typeof listenerStatsSchema>;

/** GET /api/admin/health/silent-tracks: files skipped as silent, out of rotation until restored. */
export const silentTrackSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  artist: z.string(),
  deadAirAt: z.string(),
});
export type SilentTrack = z.infer<typeof silentTrackSchema>;
