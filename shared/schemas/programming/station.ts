import { z } from 'zod';

/** 'live' expects OBS: while nobody publishes, the slot's playlist (or the default rotation) keeps the air. */
export const programTypeSchema = z.enum(['music', 'talk', 'live']);

export const scheduleProgramSchema = z.object({
  id: z.number().int(),
  start: z.string().regex(/^\d{2}:\d{2}$/),
  end: z.string().regex(/^\d{2}:\d{2}$/),
  title: z.string(),
  host: z.string(),
  type: programTypeSchema,
  /** Music comes only from this playlist while the slot runs. */
  playlistId: z.number().int().nullable().optional(),
  /** A pre-recorded show file, started at the slot's start (hard-timed). */
  showTrackId: z.number().int().nullable().optional(),
});
export type ScheduleProgram = z.infer<typeof scheduleProgramSchema>;

export const scheduleDaySchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  day: z.number().int(),
  weekday: z.string(),
  programs: z.array(scheduleProgramSchema),
});
export type ScheduleDay = z.infer<typeof scheduleDaySchema>;

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'La hora debe tener el formato HH:MM.');
/** An end time may be 24:00: the slot runs until midnight. */
const endTime = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'La hora debe tener el formato HH:MM.');
const instant = z.iso.datetime({ offset: true, error: 'La fecha y hora deben ser un instante ISO 8601.' });
/** The original airing a repeat re-airs: its start and end as ISO instants. */
export const repeatOfSchema = z
  .object({ start: instant, end: instant })
  .refine((value) => Date.parse(value.start) < Date.parse(value.end), {
    message: 'La emisión original debe terminar después de empezar.',
    path: ['end'],
  });
const optionalId = (message: string) =>
  z
    .number({ error: message })
    .int(message)
    .positive(message)
    .nullable()
    .optional()
    .transform((value) => value ?? null);

export const scheduleProgramInputSchema = z
  .object({
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'La fecha debe tener el formato AAAA-MM-DD.'),
    start: hhmm,
    end: endTime,
    title: z.string().trim().min(1, 'El título es requerido.').max(120),
    host: z.string().trim().max(120).default(''),
    type: programTypeSchema,
    playlistId: optionalId('La lista debe ser un identificador válido.'),
    showTrackId: optionalId('La grabación debe ser un identificador válido.'),
    /** A relay: the remote stream (MP3/AAC/Ogg over http or https) that airs for the slot. Left out: kept (PUT). */
    relayUrl: z
      .url({ protocol: /^https?$/, error: 'La URL de la retransmisión debe empezar por http:// o https://.' })
      .max(2000, 'La URL de la retransmisión es demasiado larga.')
      .nullable()
      .optional(),
    /** A repeat: the instants of the original airing whose recording airs again. Left out: kept as it is (PUT). */
    repeatOf: repeatOfSchema.nullable().optional(),
  })
  .refine((value) => value.start < value.end, {
    message: 'La hora de fin debe ser posterior a la de inicio.',
    path: ['end'],
  })
  .refine((value) => !(value.type === 'live' && value.showTrackId !== null), {
    message: 'Un programa en directo no lleva grabación: la emisión llega desde OBS.',
    path: ['showTrackId'],
  })
  .refine((value) => !(value.relayUrl && value.repeatOf), {
    message: 'Un programa es una retransmisión o una repetición, no las dos cosas.',
    path: ['repeatOf'],
  })
  .refine((value) => !(value.relayUrl || value.repeatOf) || value.type !== 'live', {
    message: 'Una retransmisión o una repetición no es un directo: elige otro tipo.',
    path: ['type'],
  })
  .refine((value) => !(value.relayUrl || value.repeatOf) || value.showTrackId === null, {
    message: 'Una retransmisión o una repetición no lleva grabación propia.',
    path: ['showTrackId'],
  });
export type ScheduleProgramInput = z.infer<typeof scheduleProgramInputSchema>;

export const teamMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  bio: z.string(),
  image: z.string(),
  isEmployee: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const enquirySchema = z.object({
  name: z.string().trim().min(2, 'El nombre debe tener al menos 2 caracteres.').max(120),
  company: z.string().trim().min(2, 'El nombre de la empresa debe tener al menos 2 caracteres.').max(160),
  email: z.string().trim().email('Por favor introduce un email válido.').max(200),
  phone: z
    .string()
    .trim()
    .refine((value) => value.replace(/\D/g, '').length >= 9, 'El teléfono debe tener al menos 9 dígitos.')
    .pipe(z.string().max(40)),
  message: z.string().trim().min(10, 'El mensaje debe tener al menos 10 caracteres.').max(5000),
});
export type EnquiryInput = z.infer<typeof enquirySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  username: z.string().nullable(),
  action: z.string(),
  detail: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
