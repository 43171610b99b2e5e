import { z } from 'zod';
import { httpUrlSchema } from './common';
import { episodeSchema } from './podcasts';

/**
 * Shows (#21): a programme that recurs by rules, with its own page. `music` airs its playlist; `live` waits for its
 * presenters (the playlist keeps the air until they go live); `recorded` airs the file attached to each occurrence;
 * `relay` a remote stream; `repeat` the recording of another show's latest airing.
 */
export const showKindSchema = z.enum(['music', 'live', 'recorded', 'relay', 'repeat'], {
  error: 'El tipo debe ser música, directo, grabado, conexión o redifusión.',
});
export type ShowKind = z.infer<typeof showKindSchema>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const date = (message: string) =>
  z
    .string({ error: message })
    .regex(DATE, message)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), message);
const hhmm = z
  .string({ error: 'La hora debe tener el formato HH:MM.' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'La hora debe tener el formato HH:MM.');
const positiveId = (message: string) => z.number({ error: message }).int(message).positive(message);

const durationSchema = z
  .number({ error: 'La duración debe ser un número de minutos.' })
  .int('La duración debe ser un número entero de minutos.')
  .min(1, 'La duración debe ser de al menos un minuto.')
  .max(1440, 'La duración no puede pasar de 24 horas.');

/** ISO weekday, 1 = Monday … 7 = Sunday (the contract's numbering). */
export const isoWeekdaySchema = z
  .number({ error: 'Los días van del 1 (lunes) al 7 (domingo).' })
  .int('Los días van del 1 (lunes) al 7 (domingo).')
  .min(1, 'Los días van del 1 (lunes) al 7 (domingo).')
  .max(7, 'Los días van del 1 (lunes) al 7 (domingo).');

/**
 * One rule: weekly on `days` every `everyWeeks` weeks (counted from `from`, or from the Monday of 2024-01-01 when
 * open), or monthly on the `nth` (1..4, -1 = last) of each of `days` in the month. A show may cross midnight: the
 * duration runs past 24:00 into the next day.
 */
export const showRuleInputSchema = z
  .object({
    days: z
      .array(isoWeekdaySchema, { error: 'Elige al menos un día de la semana.' })
      .min(1, 'Elige al menos un día de la semana.')
      .max(7)
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    start: hhmm,
    durationMin: durationSchema,
    from: date('La fecha de inicio debe tener el formato AAAA-MM-DD.').nullish(),
    until: date('La fecha de fin debe tener el formato AAAA-MM-DD.').nullish(),
    everyWeeks: z
      .number({ error: 'La frecuencia debe ser un número de semanas.' })
      .int('La frecuencia debe ser un número entero de semanas.')
      .min(1, 'La frecuencia debe ser de al menos una semana.')
      .max(52, 'La frecuencia no puede pasar de 52 semanas.')
      .default(1),
    nth: z
      .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(-1)], {
        error: 'La semana del mes debe ser 1, 2, 3, 4 o -1 (la última).',
      })
      .nullish(),
  })
  .strict()
  .transform((rule) => ({ ...rule, from: rule.from ?? null, until: rule.until ?? null, nth: rule.nth ?? null }))
  .refine((rule) => rule.from === null || rule.until === null || rule.from <= rule.until, {
    message: 'La fecha de fin debe ser posterior a la de inicio.',
    path: ['until'],
  })
  .refine((rule) => rule.nth === null || rule.everyWeeks === 1, {
    message: 'Una regla mensual no lleva frecuencia en semanas.',
    path: ['everyWeeks'],
  });
export type ShowRuleInput = z.output<typeof showRuleInputSchema>;

export const showRuleSchema = z.object({
  id: z.number().int(),
  days: z.array(z.number().int()),
  start: z.string(),
  durationMin: z.number().int(),
  from: z.string().nullable(),
  until: z.string().nullable(),
  everyWeeks: z.number().int(),
  nth: z.number().int().nullable(),
});

/** Hex colour of the show in the calendars. */
const colourSchema = z
  .string({ error: 'El color debe tener el formato #RRGGBB.' })
  .regex(/^#[0-9a-fA-F]{6}$/, 'El color debe tener el formato #RRGGBB.');

export const slugSchema = z
  .string({ error: 'El identificador web solo admite minúsculas, números y guiones.' })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'El identificador web solo admite minúsculas, números y guiones.')
  .max(80, 'El identificador web no puede superar 80 caracteres.');

/** POST /api/shows and PUT /api/shows/:id (PUT replaces the rules: "all" occurrences). */
export const showInputSchema = z
  .object({
    name: z
      .string({ error: 'El nombre es requerido.' })
      .trim()
      .min(1, 'El nombre es requerido.')
      .max(120, 'El nombre no puede superar 120 caracteres.'),
    slug: slugSchema.nullish(),
    kind: showKindSchema,
    description: z.string().trim().max(4000, 'La descripción no puede superar 4000 caracteres.').default(''),
    imageId: positiveId('La imagen debe ser un identificador válido.').nullish(),
    colour: colourSchema.nullish(),
    playlistId: positiveId('La lista debe ser un identificador válido.').nullish(),
    podcastId: positiveId('El podcast debe ser un identificador válido.').nullish(),
    presenterIds: z
      .array(positiveId('Cada presentador debe ser un usuario válido.'))
      .max(20, 'Un programa no puede tener más de 20 presentadores.')
      .default([])
      .transform((ids) => [...new Set(ids)]),
    relayUrl: httpUrlSchema.nullish(),
    repeatOfShowId: positiveId('El programa repetido debe ser un identificador válido.').nullish(),
    rules: z.array(showRuleInputSchema).max(50, 'Un programa no puede tener más de 50 reglas.').default([]),
  })
  .strict()
  .transform((show) => ({
    ...show,
    slug: show.slug ?? null,
    imageId: show.imageId ?? null,
    colour: show.colour ?? null,
    playlistId: show.playlistId ?? null,
    podcastId: show.podcastId ?? null,
    relayUrl: show.relayUrl ?? null,
    repeatOfShowId: show.repeatOfShowId ?? null,
  }))
  .refine((show) => show.kind !== 'relay' || show.relayUrl !== null, {
    message: 'Una conexión necesita la dirección del stream remoto.',
    path: ['relayUrl'],
  })
  .refine((show) => show.kind !== 'repeat' || show.repeatOfShowId !== null, {
    message: 'Una redifusión necesita el programa que repite.',
    path: ['repeatOfShowId'],
  });
export type ShowInput = z.output<typeof showInputSchema>;

export const showPresenterSchema = z.object({ id: z.number().int(), name: z.string() });

export const showSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  kind: showKindSchema,
  imageId: z.number().int().nullable(),
  imageUrl: z.string().nullable(),
  colour: z.string(),
  playlistId: z.number().int().nullable(),
  podcastId: z.number().int().nullable(),
  relayUrl: z.string().nullable(),
  repeatOfShowId: z.number().int().nullable(),
  presenterIds: z.array(z.number().int()),
  presenters: z.array(showPresenterSchema),
  rules: z.array(showRuleSchema),
});
export type Show = z.infer<typeof showSchema>;

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
});
export type OccurrenceView = z.infer<typeof occurrenceSchema>;

export const occurrenceRangeQuerySchema = z
  .object({
    from: date('La fecha inicial debe tener el formato AAAA-MM-DD.'),
    to: date('La fecha final debe tener el formato AAAA-MM-DD.'),
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

/** GET /api/schedule/week?start=YYYY-MM-DD (public): Monday to Sunday in station time. */
export const scheduleWeekQuerySchema = z.object({
  start: date('La fecha debe tener el formato AAAA-MM-DD.').optional(),
});
export const scheduleWeekSchema = z.object({
  /** The Monday and the Sunday of the week (station dates). */
  start: z.string(),
  end: z.string(),
  timeZone: z.string(),
  occurrences: z.array(occurrenceSchema),
});
export type ScheduleWeek = z.infer<typeof scheduleWeekSchema>;

/** A show as the public site lists it: no playlist, no admin fields. */
export const publicShowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  kind: showKindSchema,
  imageUrl: z.string().nullable(),
  colour: z.string(),
  presenters: z.array(showPresenterSchema),
  rules: z.array(showRuleSchema),
  nextAiring: occurrenceSchema.nullable(),
  /** Its calendar feed (/programacion/:slug.ics). */
  icsUrl: z.string(),
});
export type PublicShow = z.infer<typeof publicShowSchema>;

export const publicShowDetailSchema = publicShowSchema.extend({
  /** The show's podcast feed, when it has a podcast. */
  feedUrl: z.string().nullable(),
  podcastId: z.number().int().nullable(),
  episodes: z.array(episodeSchema),
});
export type PublicShowDetail = z.infer<typeof publicShowDetailSchema>;
