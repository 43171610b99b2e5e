import { z } from 'zod';
import { ruleViolationSchema } from './separation';
import { voiceTrackSchema } from './voice-track';

/** The longest window one log request covers: the week ahead and a day of slack. */
export const LOG_WINDOW_DAYS = 8;

const instant = (name: string) =>
  z
    .string({ error: `${name} debe ser una fecha y hora ISO (por ejemplo 2026-11-30T00:00:00Z).` })
    .datetime({ offset: true, error: `${name} debe ser una fecha y hora ISO (por ejemplo 2026-11-30T00:00:00Z).` })
    .transform((text) => Date.parse(text));

/** GET /api/log?from=ISO&to=ISO */
export const logQuerySchema = z
  .object({ from: instant('from'), to: instant('to') })
  .refine((q) => q.to > q.from, 'to debe ser posterior a from.')
  .refine(
    (q) => q.to - q.from <= LOG_WINDOW_DAYS * 86_400_000,
    `El registro se pide como máximo para ${LOG_WINDOW_DAYS} días a la vez.`,
  );

export const logItemSchema = z.object({
  id: z.number().int(),
  /** Planned start, ISO. */
  start: z.string(),
  kind: z.enum(['music', 'jingle', 'spot', 'show', 'station-id']),
  trackId: z.number().int().optional(),
  title: z.string().optional(),
  artist: z.string().optional(),
  categoryId: z.number().int().optional(),
  /** A staff insert, or a position the music director fixed (locked, swapped or moved). */
  locked: z.boolean(),
  /** What the music director did to this position, when they did. */
  edited: z.enum(['lock', 'swap', 'move']).optional(),
  violations: z.array(ruleViolationSchema),
  /** Before a hard-timed event: the clock's filler closing the gap, or the item cut and faded at the mark. */
  fill: z.enum(['filler', 'fade']).optional(),
  /** The item's audio and the part of it that airs (cue-in, played seconds), for hearing its end or start. */
  audioUrl: z.string().optional(),
  cueInSec: z.number().optional(),
  durationSec: z.number().optional(),
  /** How much of its start and of its end a voice track may talk over. */
  introSec: z.number().optional(),
  outroSec: z.number().optional(),
});
export type LogItem = z.infer<typeof logItemSchema>;

/** The log ahead, and the voice tracks recorded in it (each between the two items it links, or flagged). */
export const logSchema = z.object({ items: z.array(logItemSchema), voiceTracks: z.array(voiceTrackSchema) });
export type Log = z.infer<typeof logSchema>;
