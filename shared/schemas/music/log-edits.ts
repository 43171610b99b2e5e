import { z } from 'zod';
import { SEPARATION_RULES } from './separation';
import { logItemSchema } from './log';

/** A music director's edit of one log position: the song that airs there (locked, swapped in or moved there). */
export interface LogEdit {
  kind: 'lock' | 'swap' | 'move';
  trackId: number;
}

const positionId = (field: string) =>
  z
    .number({ error: `${field} debe ser el identificador de un elemento del registro.` })
    .int(`${field} debe ser el identificador de un elemento del registro.`)
    .positive(`${field} debe ser el identificador de un elemento del registro.`);

/** POST /api/log/:id/swap */
export const logSwapSchema = z.object({ trackId: positionId('trackId') });
/** POST /api/log/:id/move: the item takes `toId`'s place and that item takes its own. */
export const logMoveSchema = z.object({ toId: positionId('toId') });

/** One separation rule as a candidate would stand: kept, or broken with the minutes it would leave. */
export const candidateRuleSchema = z.object({
  rule: z.enum(SEPARATION_RULES),
  minutes: z.number().int(),
  keeps: z.boolean(),
  /** Minutes to the nearest airing of the same artist, title or album (null: none within the rule). */
  gapMin: z.number().int().nullable(),
});

export const swapCandidateSchema = z.object({
  trackId: z.number().int(),
  title: z.string(),
  artist: z.string(),
  duration: z.number(),
  keepsAll: z.boolean(),
  rules: z.array(candidateRuleSchema),
});
export type SwapCandidate = z.infer<typeof swapCandidateSchema>;

/** GET /api/log/:id/candidates: songs of the item's category, those that keep every rule first. */
export const swapCandidatesSchema = z.object({ item: logItemSchema, candidates: z.array(swapCandidateSchema) });
export type SwapCandidates = z.infer<typeof swapCandidatesSchema>;

export const logMovedSchema = z.object({ items: z.array(logItemSchema) });

const stationDate = z
  .string({ error: 'La fecha debe tener el formato AAAA-MM-DD.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'La fecha debe tener el formato AAAA-MM-DD.')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'La fecha no existe.');

/** GET /api/log/reconciliation?date=AAAA-MM-DD (a station day) */
export const reconciliationQuerySchema = z.object({ date: stationDate });

export const RECONCILIATION_STATUSES = [
  'aired',
  'replaced',
  'moved',
  'skipped',
  'live',
  'unplanned',
  'pending',
] as const;
export type ReconciliationStatus = (typeof RECONCILIATION_STATUSES)[number];

const songSchema = z.object({ trackId: z.number().int().nullable(), title: z.string(), artist: z.string() });

export const reconciliationRowSchema = z.object({
  /** The log position (null: an airing the log never planned, such as a live show). */
  id: z.number().int().nullable(),
  plannedAt: z.string().nullable(),
  planned: songSchema.nullable(),
  airedAt: z.string().nullable(),
  aired: songSchema.extend({ kind: z.string() }).nullable(),
  status: z.enum(RECONCILIATION_STATUSES),
});
export type ReconciliationRow = z.infer<typeof reconciliationRowSchema>;

export const reconciliationSchema = z.object({ date: z.string(), rows: z.array(reconciliationRowSchema) });
export type Reconciliation = z.infer<typeof reconciliationSchema>;

/** GET /api/log/violations?week=AAAA-MM-DD: the ISO week (Monday to Sunday, station time) holding that date. */
export const violationsQuerySchema = z.object({ week: stationDate });

export const weeklyViolationsSchema = z.object({
  from: z.string(),
  to: z.string(),
  counts: z.array(
    z.object({
      rule: z.enum(SEPARATION_RULES),
      categoryId: z.number().int().nullable(),
      category: z.string().nullable(),
      count: z.number().int(),
    }),
  ),
});
export type WeeklyViolations = z.infer<typeof weeklyViolationsSchema>;
