import { LOGGER_MAX_RETENTION_DAYS } from '../../station/logger-disk';
import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../common/paging';

export const RECORDING_KINDS = ['live', 'logger'] as const;
export type RecordingKind = (typeof RECORDING_KINDS)[number];

/** One finished recording: a live session or one hour of the logger. audioUrl is admin-only (session cookie). */
export const recordingSchema = z.object({
  id: z.number().int(),
  kind: z.enum(RECORDING_KINDS),
  programTitle: z.string(),
  startedAt: z.string(),
  endedAt: z.string(),
  durationSec: z.number(),
  sizeBytes: z.number().int(),
  audioUrl: z.string(),
});
export type Recording = z.infer<typeof recordingSchema>;

/** Query keys that switch GET /api/recordings from the full array to one page. */
export const RECORDING_PAGE_KEYS = ['kind', 'from', 'to', 'offset', 'limit'] as const;

const instant = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} debe ser una fecha y hora ISO 8601.` }).optional();

/** GET /api/recordings?kind=&from=&to=&offset=&limit= (newest first; from/to keep the recordings overlapping them). */
export const recordingPageQuerySchema = z.object({
  kind: z.enum(RECORDING_KINDS, { error: 'El tipo debe ser live o logger.' }).optional(),
  from: instant('Desde'),
  to: instant('Hasta'),
  ...pageQuerySchema(['startedAt']).pick({ offset: true, limit: true }).shape,
});
export type RecordingPageQuery = z.infer<typeof recordingPageQuerySchema>;

export const recordingPageSchema = pageSchema(recordingSchema);
export type RecordingPage = z.infer<typeof recordingPageSchema>;

/**
 * The logger's qualities (MP3 CBR kbps): 8 (mono 8 kHz, the default: 90 days in ~7.4 GiB) up to 128 (stereo
 * 44.1 kHz, as on air). Live recordings always keep the air's quality.
 */
export const LOGGER_BITRATES = [8, 16, 32, 64, 128] as const;
export type LoggerBitrate = (typeof LOGGER_BITRATES)[number];

/** The logger's settings: days kept (0 = logger off), the disk budget of its files and their quality. */
export const loggerSettingsSchema = z.object({
  loggerRetentionDays: z
    .number({ error: 'Los días de conservación deben ser un número.' })
    .int('Los días de conservación deben ser un número entero.')
    .min(0, `Los días de conservación deben estar entre 0 y ${LOGGER_MAX_RETENTION_DAYS}.`)
    .max(LOGGER_MAX_RETENTION_DAYS, `Los días de conservación deben estar entre 0 y ${LOGGER_MAX_RETENTION_DAYS}.`),
  loggerBudgetBytes: z
    .number({ error: 'El espacio máximo debe ser un número.' })
    .int('El espacio máximo debe ser un número entero de bytes.')
    .min(100 * 1024 * 1024, 'El espacio máximo debe ser de al menos 100 MiB.'),
  loggerBitrateKbps: z.literal(LOGGER_BITRATES, {
    error: 'La calidad del registro debe ser 8, 16, 32, 64 o 128 kbps.',
  }),
});
export type LoggerSettings = z.infer<typeof loggerSettingsSchema>;
export const loggerSettingsUpdateSchema = loggerSettingsSchema.partial().strict();

/** Disk use of the recordings, for the dashboard's warning. */
export const recordingStorageSchema = z.object({
  loggerBytes: z.number(),
  liveBytes: z.number(),
  budgetBytes: z.number(),
  /** Days of logger the budget holds at the configured quality (to compare with loggerRetentionDays). */
  budgetDays: z.number(),
  freeBytes: z.number().nullable(),
  /** The disk the retention needs at the configured quality (days × a day's bytes). */
  retentionBytes: z.number().optional(),
  /**
   * True when the disk would fill before the logger reaches its budget or its retention, or less than a day of
   * audio is left.
   */
  warning: z.boolean(),
  recording: z.object({ live: z.boolean(), logger: z.boolean() }),
});
export type RecordingStorage = z.infer<typeof recordingStorageSchema>;
