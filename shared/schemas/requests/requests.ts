import { z } from 'zod';
import { pageQuerySchema } from '../common/paging';
import { SEPARATION_RULES } from '../music/separation';

/** The slot types during which listeners cannot ask for songs by default: live, recorded, relay and repeat. */
export const REQUEST_OFF_SLOT_TYPES = ['live', 'talk', 'relay', 'repeat'] as const;
export const DEDICATION_MAX = 140;
/** How long an accepted request may wait to air before it expires (the listener has gone by then). */
export const REQUEST_WAIT_HOURS = 3;

/** The rules of song requests, each a setting of the admin's "Peticiones" card. */
export const requestSettingsSchema = z.object({
  enabled: z.boolean({ error: 'Indica si las peticiones están abiertas.' }),
  /** One request per listener (cookie or address) every this many minutes. */
  perListenerMinutes: z
    .number({ error: 'Indica los minutos entre peticiones de un oyente.' })
    .int('Los minutos deben ser un número entero.')
    .min(0, 'Los minutos entre peticiones van de 0 a 1440.')
    .max(1440, 'Los minutos entre peticiones van de 0 a 1440.'),
  /** A song aired less than this many minutes ago cannot be asked for. */
  notAiredMinutes: z
    .number({ error: 'Indica los minutos sin repetir una canción.' })
    .int('Los minutos deben ser un número entero.')
    .min(0, 'Los minutos sin repetir van de 0 a 1440.')
    .max(1440, 'Los minutos sin repetir van de 0 a 1440.'),
  /** At most this many requests waiting at once. */
  maxPending: z
    .number({ error: 'Indica cuántas peticiones pueden esperar a la vez.' })
    .int('Las peticiones pendientes deben ser un número entero.')
    .min(1, 'Las peticiones pendientes van de 1 a 50.')
    .max(50, 'Las peticiones pendientes van de 1 a 50.'),
  /** Slot types whose time takes no requests (nor airs them). */
  offSlotTypes: z.array(z.enum(REQUEST_OFF_SLOT_TYPES, { error: 'Tipo de franja no válido.' })).max(4),
  /** Shows whose airings take no requests. */
  offShowIds: z.array(z.number().int().positive()).max(500),
});
export type RequestSettings = z.infer<typeof requestSettingsSchema>;

export const REQUEST_DEFAULTS: RequestSettings = {
  enabled: true,
  perListenerMinutes: 5,
  notAiredMinutes: 30,
  maxPending: 5,
  offSlotTypes: [...REQUEST_OFF_SLOT_TYPES],
  offShowIds: [],
};

/** GET /api/requests/tracks?q=&offset=&limit=: the requestable songs, paged like GET /api/tracks. */
export const requestTracksQuerySchema = pageQuerySchema(['title', 'artist']);
export type RequestTracksQuery = z.infer<typeof requestTracksQuerySchema>;

/** POST /api/requests. */
export const requestCreateSchema = z.object({
  trackId: z.number({ error: 'Elige una canción.' }).int('Elige una canción.').positive('Elige una canción.'),
  dedication: z
    .string({ error: 'La dedicatoria debe ser texto.' })
    .trim()
    .max(DEDICATION_MAX, `La dedicatoria no puede superar ${DEDICATION_MAX} caracteres.`)
    .nullish()
    .transform((value) => value || null),
});
export type RequestCreate = z.input<typeof requestCreateSchema>;

export const REQUEST_STATUSES = ['pending', 'queued', 'aired', 'rejected', 'expired'] as const;
export const requestStatusValueSchema = z.enum(REQUEST_STATUSES);
export type RequestStatusValue = z.infer<typeof requestStatusValueSchema>;

export const requestCreatedSchema = z.object({
  id: z.number().int(),
  status: z.literal('queued'),
  /** When the planner expects it on air (ISO), null while it is beyond the next hour. */
  expectedAt: z.string().nullable(),
});
export type RequestCreated = z.infer<typeof requestCreatedSchema>;

/** GET /api/requests/:id: where a request is; `onAir` while its song is the one on air. */
export const requestStatusSchema = z.object({
  id: z.number().int(),
  status: requestStatusValueSchema,
  title: z.string(),
  artist: z.string(),
  expectedAt: z.string().nullable(),
  airedAt: z.string().nullable(),
  onAir: z.boolean(),
});
export type RequestStatus = z.infer<typeof requestStatusSchema>;

/**
 * Why a request was refused: the stable code the site translates (es/ca/fr); the answer's `message` is Spanish.
 */
export const REQUEST_REFUSALS = [
  'requests_closed',
  'requests_off_now',
  'station_off_air',
  'not_requestable',
  'too_soon',
  'already_pending',
  'recently_aired',
  'queue_full',
  'breaks_separation',
] as const;
export type RequestRefusal = (typeof REQUEST_REFUSALS)[number];

/** Why nobody can ask for a song right now (a setting, the programme on air, the station stopped). */
export const REQUEST_CLOSED_REASONS = ['requests_closed', 'requests_off_now', 'station_off_air'] as const;

/**
 * GET /api/requests/availability: what a listener can ask for, before they choose or write anything: whether
 * requests are open (and why not, and until when), when this listener may ask again, whether the queue is full,
 * and which songs cannot be asked for now, each with when it can (null: once it has aired).
 */
export const requestAvailabilitySchema = z.object({
  open: z.boolean(),
  reason: z.enum(REQUEST_CLOSED_REASONS).nullable(),
  /** The end of the programme that takes no requests; null when no time is known. */
  reopensAt: z.string().nullable(),
  listenerNextAt: z.string().nullable(),
  queueFull: z.boolean(),
  unavailable: z.array(
    z.object({
      trackId: z.number().int(),
      reason: z.enum(['recently_aired', 'already_pending']),
      availableAt: z.string().nullable(),
    }),
  ),
});
export type RequestAvailability = z.infer<typeof requestAvailabilitySchema>;

/** Open, nothing to wait for, every song askable: a quiet station's answer. */
export const REQUESTS_ALL_OPEN: RequestAvailability = {
  open: true,
  reason: null,
  reopensAt: null,
  listenerNextAt: null,
  queueFull: false,
  unavailable: [],
};

/**
 * GET /api/requests/tracks/:id/check: whether the chosen song can air under the separation rules, asked before the
 * dedication is written. `now`: at the next music decision; `wait`: a rule holds it until about `availableAt`;
 * `refused`: it cannot air before an accepted request would expire (the send is refused too). `message` is Spanish;
 * the site words the rule itself from `rule` and `minutes`.
 */
export const requestCheckSchema = z.object({
  trackId: z.number().int(),
  verdict: z.enum(['now', 'wait', 'refused']),
  availableAt: z.string().nullable(),
  rule: z.enum(SEPARATION_RULES).nullable(),
  minutes: z.number().int().nullable(),
  message: z.string().nullable(),
});
export type RequestCheck = z.infer<typeof requestCheckSchema>;

export const DEDICATION_STATES = ['none', 'pending', 'approved', 'rejected'] as const;
export type DedicationState = (typeof DEDICATION_STATES)[number];

/** The studio desk's list: the requests waiting to air, with their dedications. */
export const pendingRequestSchema = z.object({
  id: z.number().int(),
  trackId: z.number().int().nullable(),
  title: z.string(),
  artist: z.string(),
  dedication: z.string().nullable(),
  dedicationState: z.enum(DEDICATION_STATES),
  status: requestStatusValueSchema,
  expectedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PendingRequest = z.infer<typeof pendingRequestSchema>;

/** PATCH /api/admin/requests/:id/dedication. */
export const dedicationModerationSchema = z.object({
  approved: z.boolean({ error: 'Indica si la dedicatoria se aprueba.' }),
});
