import { z } from 'zod';
import { offsetSchema, pageSchema } from '../common/paging';

/** Longest window GET /api/history searches at once: a month of airplay is a few thousand rows. */
export const HISTORY_MAX_DAYS = 31;
/** Without `from`/`to`, the last week. */
export const HISTORY_DEFAULT_DAYS = 7;
export const HISTORY_PAGE_MAX = 50;
/** `at` searches this many minutes either side of the moment asked for. */
export const HISTORY_AROUND_MINUTES = 30;

const instant = (field: string) =>
  z.iso.datetime({
    offset: true,
    error: `${field} debe ser una fecha y hora ISO 8601 (por ejemplo 2026-11-25T08:15:00Z).`,
  });

/**
 * GET /api/history: what aired (songs, shows, live programmes; not spots, jingles or station IDs) between two
 * instants, newest first, optionally only rows whose title or artist contain every word of `q` (accents and case
 * ignored). The window is at most a month, so a search reads a bounded number of rows.
 */
export const historyQuerySchema = z
  .object({
    from: instant('from').optional(),
    to: instant('to').optional(),
    /** A moment in station time ("hoy a las 8:15" → 2026-11-25T08:15): the hour around it is searched. */
    at: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'at debe ser una fecha y hora de la emisora (AAAA-MM-DDTHH:MM).')
      .optional(),
    q: z
      .string({ error: 'La búsqueda no es válida.' })
      .trim()
      .max(200, 'La búsqueda no puede superar 200 caracteres.')
      .optional(),
    offset: offsetSchema,
    limit: z.coerce
      .number({ error: 'El límite debe ser un número.' })
      .int('El límite debe ser un número entero.')
      .min(1, 'El límite debe ser al menos 1.')
      .max(HISTORY_PAGE_MAX, `El límite no puede superar ${HISTORY_PAGE_MAX}.`)
      .default(20),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to), {
    message: 'from debe ser anterior a to.',
    path: ['from'],
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) <= HISTORY_MAX_DAYS * 86_400_000, {
    message: `La búsqueda abarca como mucho ${HISTORY_MAX_DAYS} días.`,
    path: ['to'],
  });
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

export const historyItemSchema = z.object({
  startedAt: z.string(),
  title: z.string(),
  artist: z.string(),
  source: z.string(),
  /** The track in the library, when it is still there and is a song (the row links to it in /music). */
  trackId: z.number().int().nullable(),
});

export const historyPageSchema = pageSchema(historyItemSchema).extend({
  /** The window searched, as instants (the defaults filled in). */
  from: z.string(),
  to: z.string(),
  /** The station's time zone: the times a listener reads and the `at` they type are station time. */
  timeZone: z.string(),
});
export type HistoryPage = z.infer<typeof historyPageSchema>;
