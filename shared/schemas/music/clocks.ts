import { z } from 'zod';
import { urlPatternSchema } from '../programming/syndication';
import { categoryIdSchema } from './categories';

const categoryEvent = z.object({ type: z.literal('category'), categoryId: categoryIdSchema });
const jingleEvent = z.object({ type: z.literal('jingle') });
const stationIdEvent = z.object({ type: z.literal('station-id') });
const breakEvent = z.object({ type: z.literal('break') });
const fillerEvent = z.object({ type: z.literal('filler'), categoryId: categoryIdSchema });

const FOLDER_MESSAGE =
  'La carpeta vigilada debe ser una ruta completa del equipo de la emisora (por ejemplo /srv/noticias).';
const FRESHNESS_MESSAGE = 'El límite de frescura debe ser un número entero de minutos entre 1 y 1440.';
/** Minutes a "newest file" may be old at its mark and still air, unless the event says otherwise. */
export const NEWEST_FILE_FRESHNESS_MIN = 60;
const NO_SOURCE_MESSAGE =
  'Indica de dónde sale el archivo más reciente: una carpeta vigilada (folder, una ruta completa del equipo de la ' +
  'emisora, por ejemplo /srv/noticias) o una dirección con fecha (url).';
const SOURCE_MESSAGE =
  'El archivo más reciente sale de una carpeta vigilada (folder, una ruta completa del equipo de la emisora) o de ' +
  'una dirección con fecha (url), no de las dos.';
/**
 * The newest file of a watched folder (the hourly news another station drops in a shared folder), or the file of a
 * dated address for the mark (https://red.example/noticias_{YYYYMMDD}_{HH}.mp3, fetched ahead): aired at the mark if
 * it is fresh, skipped and recorded if it is older than its limit. Exactly one of `folder` and `url`.
 */
const newestFileEvent = z
  .object({
    type: z.literal('newest-file'),
    folder: z
      .string({ error: FOLDER_MESSAGE })
      .trim()
      .max(1000, FOLDER_MESSAGE)
      .regex(/^(\/|[A-Za-z]:[\\/])/, FOLDER_MESSAGE)
      .optional(),
    url: urlPatternSchema.optional(),
    freshnessMin: z
      .number({ error: FRESHNESS_MESSAGE })
      .int(FRESHNESS_MESSAGE)
      .min(1, FRESHNESS_MESSAGE)
      .max(1440, FRESHNESS_MESSAGE)
      // Absent: NEWEST_FILE_FRESHNESS_MIN (kept optional, not defaulted, so the editor's form reads what it writes).
      .optional(),
  })
  .superRefine((event, issues) => {
    if (event.folder !== undefined && event.url !== undefined)
      issues.addIssue({ code: 'custom', path: ['url'], message: SOURCE_MESSAGE });
    else if (event.folder === undefined && event.url === undefined)
      issues.addIssue({ code: 'custom', path: ['folder'], message: NO_SOURCE_MESSAGE });
  });
export type NewestFileEvent = z.infer<typeof newestFileEvent>;

/**
 * What a hard-timed event airs at its mark: a pick from a category, a jingle, the station ID, the ad break or the
 * newest file of a watched folder or a dated address.
 */
const timedEvent = z.discriminatedUnion(
  'type',
  [categoryEvent, jingleEvent, stationIdEvent, breakEvent, newestFileEvent],
  { error: 'El evento de una hora fija debe ser category, jingle, station-id, break o newest-file.' },
);

const MARK_MESSAGE = 'La hora fija se escribe MM:SS dentro de la hora (por ejemplo 00:00 o 30:00).';
const hardEvent = z.object({
  type: z.literal('hard'),
  at: z.string({ error: MARK_MESSAGE }).regex(/^[0-5]\d:[0-5]\d$/, MARK_MESSAGE),
  event: timedEvent,
});

/**
 * One event of an hour clock. The events repeat in order to fill the hour; a hard event airs at its minute and
 * second whatever the order says; a filler is used only to fill to time, never in turn.
 */
export const clockEventSchema = z.discriminatedUnion(
  'type',
  [categoryEvent, jingleEvent, stationIdEvent, breakEvent, hardEvent, fillerEvent],
  { error: 'Tipo de evento no válido: usa category, jingle, station-id, break, hard o filler.' },
);
export type ClockEvent = z.infer<typeof clockEventSchema>;
export type TimedClockEvent = z.infer<typeof timedEvent>;

export const clockCreateSchema = z.object({
  name: z
    .string({ error: 'Por favor, introduce un nombre para el reloj.' })
    .trim()
    .min(1, 'Por favor, introduce un nombre para el reloj.')
    .max(60, 'El nombre del reloj no puede superar 60 caracteres.'),
  events: z
    .array(clockEventSchema, { error: 'events debe ser una lista de eventos.' })
    .max(200, 'Un reloj tiene como máximo 200 eventos.')
    .refine(
      (events) => events.some((e) => e.type !== 'filler' && e.type !== 'hard'),
      'El reloj necesita al menos un evento que se repita (categoría, cuña, identificación o pausa).',
    ),
});
export type ClockCreate = z.infer<typeof clockCreateSchema>;

export const clockSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  events: z.array(clockEventSchema),
  isDefault: z.boolean(),
});
export type Clock = z.infer<typeof clockSchema>;

export const clockCreatedSchema = z.object({ id: z.number().int() });

/** One hour of the week's grid: ISO weekday (1 = Monday) and hour of the station's day. */
export const gridCellSchema = z.object({
  day: z
    .number({ error: 'day debe ser un día ISO de 1 (lunes) a 7 (domingo).' })
    .int('day debe ser un día ISO de 1 (lunes) a 7 (domingo).')
    .min(1, 'day debe ser un día ISO de 1 (lunes) a 7 (domingo).')
    .max(7, 'day debe ser un día ISO de 1 (lunes) a 7 (domingo).'),
  hour: z
    .number({ error: 'hour debe ser una hora de 0 a 23.' })
    .int('hour debe ser una hora de 0 a 23.')
    .min(0, 'hour debe ser una hora de 0 a 23.')
    .max(23, 'hour debe ser una hora de 0 a 23.'),
  clockId: z
    .number({ error: 'clockId debe ser el identificador de un reloj.' })
    .int('clockId debe ser el identificador de un reloj.')
    .positive('clockId debe ser el identificador de un reloj.'),
});
export type GridCell = z.infer<typeof gridCellSchema>;

/**
 * PUT /api/grid: the cells given take their clock (others keep theirs; a null clock gives the hour back to the
 * default); `defaultClockId` fills the hours left.
 */
export const gridUpdateSchema = z.object({
  cells: z
    .array(gridCellSchema.extend({ clockId: gridCellSchema.shape.clockId.nullable() }), {
      error: 'cells debe ser una lista de horas.',
    })
    .max(168, 'La semana tiene 168 horas.'),
  defaultClockId: gridCellSchema.shape.clockId.nullable().optional(),
});
export type GridCellUpdate = GridUpdate['cells'][number];
export type GridUpdate = z.infer<typeof gridUpdateSchema>;

export const gridSchema = z.object({ cells: z.array(gridCellSchema), defaultClockId: z.number().int().nullable() });
export type Grid = z.infer<typeof gridSchema>;

/**
 * GET /api/clocks/lengths: what each kind of event lasts on average, in seconds of real audio (cue-in to cue-out),
 * for the editor's wheel. A break is one spot of each campaign running today (the planner airs at most one per
 * campaign per break); the station ID airs from the jingles, so it lasts what a jingle lasts. 0: nothing to air.
 */
export const clockLengthsSchema = z.object({
  categories: z.array(z.object({ id: z.number().int(), seconds: z.number(), songs: z.number().int() })),
  jingle: z.number(),
  stationId: z.number(),
  break: z.number(),
});
export type ClockLengths = z.infer<typeof clockLengthsSchema>;
