import { z } from 'zod';
import { dateField, durationSchema, positiveId } from './show-fields';
import { showKindSchema, showPresenterSchema } from './shows';
import { airingStatusSchema } from './syndication';

/** What a cancelled/moved/replaced occurrence shows; 'scheduled' is the rule's own (perhaps with a file). */
export const occurrenceStatusSchema = z.enum(['scheduled', 'moved', 'cancelled', 'replaced']);

/** One airing, from a rule, an exception or a one-off programme; instants in ISO, wall times in station time. */
export const occurrenceSchema = z.object({
  /** null for a one-off programme that belongs to no show. */
  showId: z.number().int().nullable(),
  showName: z.string(),
  slug: z.string().nullable(),
  kind: showKindSchema,
  colour: z.string(),
  start: z.string(),
  end: z.string(),
  /** Station date and wall times (end may be on the next day). */
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  presenterIds: z.array(z.number().int()),
  presenters: z.array(showPresenterSchema),
  ruleId: z.number().int().nullable(),
  exceptionId: z.number().int().nullable(),
  /** The one-off programme (schedule_programs) this occurrence is, when it is one. */
  programId: z.number().int().nullable(),
  /** The show whose rule made this occurrence and the rule's own start: the key its exception is stored under
   * (PATCH /api/shows/:sourceShowId/occurrences/:originalStart). null for a one-off. */
  sourceShowId: z.number().int().nullable(),
  originalStart: z.string(),
  status: occurrenceStatusSchema,
  /** The recording attached to this occurrence (recorded shows). */
  trackId: z.number().int().nullable(),
  /** A syndicated show's occurrence: its episode «descargado», «pendiente» or «fallo» (absent for other kinds). */
  syndication: airingStatusSchema.nullish(),
});
export type OccurrenceView = z.infer<typeof occurrenceSchema>;

export const occurrenceRangeQuerySchema = z
  .object({
    from: dateField('La fecha inicial debe tener el formato AAAA-MM-DD.'),
    to: dateField('La fecha final debe tener el formato AAAA-MM-DD.'),
  })
  .refine((q) => q.from <= q.to, { message: 'La fecha final debe ser posterior a la inicial.', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 92 * 86_400_000, {
    message: 'El intervalo no puede pasar de 92 días.',
    path: ['to'],
  });

/** An occurrence named in a path: its rule start as an ISO instant (what `start`/`originalStart` say). */
export const occurrenceParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,15}$/, 'El identificador debe ser un número entero positivo.')
    .transform(Number),
  start: z
    .string()
    .refine((value) => !Number.isNaN(Date.parse(value)), 'El inicio debe ser un instante ISO 8601.')
    .transform((value) => Date.parse(value)),
});

/** Station wall time "YYYY-MM-DDTHH:MM". */
const localDateTime = z
  .string({ error: 'El nuevo inicio debe tener el formato AAAA-MM-DDTHH:MM.' })
  .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, 'El nuevo inicio debe tener el formato AAAA-MM-DDTHH:MM.');

/**
 * PATCH /api/shows/:id/occurrences/:start: change one occurrence, this and the following ones, or all of them.
 * `move` takes the new station start and duration; `replace` another show or a one-off special at the same time.
 */
export const occurrenceEditSchema = z
  .object({
    scope: z.enum(['one', 'following', 'all'], { error: 'Elige: solo esta, esta y las siguientes, o todas.' }),
    action: z.enum(['cancel', 'move', 'replace', 'restore'], {
      error: 'La acción debe ser cancelar, mover, sustituir o restaurar.',
    }),
    start: localDateTime.optional(),
    durationMin: durationSchema.optional(),
    replacementShowId: positiveId('El programa sustituto debe ser un identificador válido.').optional(),
    special: z
      .object({
        title: z.string().trim().min(1, 'El título es requerido.').max(120),
        host: z.string().trim().max(120).default(''),
        type: z.enum(['music', 'talk', 'live']),
        playlistId: positiveId('La lista debe ser un identificador válido.').nullish(),
        showTrackId: positiveId('La grabación debe ser un identificador válido.').nullish(),
      })
      .strict()
      .optional(),
  })
  .strict()
  .refine((e) => e.action !== 'move' || e.start !== undefined || e.durationMin !== undefined, {
    message: 'Indica el nuevo inicio o la nueva duración.',
    path: ['start'],
  })
  .refine((e) => e.action !== 'replace' || (e.replacementShowId === undefined) !== (e.special === undefined), {
    message: 'Sustituye por otro programa o por un especial, uno de los dos.',
    path: ['replacementShowId'],
  })
  .refine((e) => e.action !== 'replace' || e.scope === 'one', {
    message: 'Solo se puede sustituir una emisión concreta.',
    path: ['scope'],
  })
  .refine((e) => e.action !== 'restore' || e.scope === 'one', {
    message: 'Solo se puede restaurar una emisión concreta.',
    path: ['scope'],
  });
export type OccurrenceEdit = z.output<typeof occurrenceEditSchema>;

/** PUT /api/shows/:id/occurrences/:start/file: the recording this occurrence airs (null detaches it). */
export const occurrenceFileSchema = z
  .object({ trackId: positiveId('La grabación debe ser un identificador válido.').nullable() })
  .strict();

/** POST /api/shows/check: what saving this show would collide with (the calendar warns before saving). */
export const showCheckQuerySchema = z.object({
  /** The show being edited: its own occurrences are not conflicts. */
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,15}$/, 'El identificador debe ser un número entero positivo.')
    .transform(Number)
    .optional(),
});
export const showConflictSchema = z.object({
  showId: z.number().int().nullable(),
  showName: z.string(),
  start: z.string(),
  end: z.string(),
  message: z.string(),
});
export type ShowConflict = z.infer<typeof showConflictSchema>;
