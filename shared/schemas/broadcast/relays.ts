import { z } from 'zod';

/** The relay's base address: scheme, host and port only, as Icecast serves /status-json.xsl and its mounts there. */
const BASE_URL =
  /^(https?):\/\/([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::(\d{1,5}))?\/?$/;

const baseUrlSchema = z
  .string({ error: 'La URL del repetidor es requerida.' })
  .trim()
  .toLowerCase()
  .min(1, 'La URL del repetidor es requerida.')
  .max(300, 'La URL del repetidor es demasiado larga.')
  .regex(BASE_URL, 'Introduce solo el servidor y el puerto, por ejemplo http://relay.ejemplo.org:8000.')
  .refine((value) => {
    const port = BASE_URL.exec(value)?.[3];
    return port === undefined || (Number(port) >= 1 && Number(port) <= 65535);
  }, 'El puerto va de 1 a 65535.')
  .transform((value) => value.replace(/\/$/, ''));

const mountSchema = z
  .string({ error: 'El punto de montaje es requerido.' })
  .trim()
  .regex(/^\/[A-Za-z0-9._~-][A-Za-z0-9._~/-]{0,99}$/, 'El punto de montaje empieza por / (por ejemplo /emisora.mp3).');

const relayFields = {
  name: z
    .string({ error: 'El nombre es requerido.' })
    .trim()
    .min(1, 'El nombre es requerido.')
    .max(60, 'El nombre no puede superar 60 caracteres.')
    .regex(/^[^\r\n\t"\\]*$/, 'El nombre no puede tener comillas, barras invertidas ni saltos de línea.'),
  url: baseUrlSchema,
  mount: mountSchema,
  adminUser: z
    .string()
    .trim()
    .max(100, 'El usuario no puede superar 100 caracteres.')
    .regex(/^[^:\r\n]*$/, 'El usuario no puede tener dos puntos ni saltos de línea.')
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
  adminPassword: z
    .string()
    .max(200, 'La contraseña no puede superar 200 caracteres.')
    .regex(/^[^\r\n]*$/, 'La contraseña no puede tener saltos de línea.')
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
  /** The relay's listener limit, when the station knows it: the room left is this minus its listeners. */
  maxListeners: z
    .number({ error: 'El máximo de oyentes es un número.' })
    .int('El máximo de oyentes es un número entero.')
    .min(1, 'El máximo de oyentes es al menos 1.')
    .max(1_000_000, 'El máximo de oyentes no puede pasar de 1.000.000.')
    .nullable()
    .optional(),
};

/**
 * POST /api/relays and PUT /api/relays/:id: a full description. On PUT a missing adminPassword keeps the stored
 * one; an empty adminUser removes both credentials.
 */
export const relayInputSchema = z.strictObject(relayFields);
export type RelayInput = z.infer<typeof relayInputSchema>;

/** A relay as the API shows it: its settings (never its password) and what its status page said last. */
export const relaySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  mount: z.string(),
  adminUser: z.string().nullable(),
  hasAdminPassword: z.boolean(),
  maxListeners: z.number().int().nullable(),
  /** Where a listener plays the relay: url + mount. */
  listenUrl: z.string(),
  /** Answering, and carrying the mount. */
  ok: z.boolean(),
  listeners: z.number().int(),
  peak: z.number().int(),
  title: z.string().nullable(),
  /** When the status was last read (null: not yet). */
  checkedAt: z.string().nullable(),
  /** Why the last read failed, in Spanish. */
  error: z.string().nullable(),
  /** False while the relay carries another title than the station's (checked twice before saying so). */
  carriesTitle: z.boolean().nullable(),
  /** The relay server's start and its mount's (its uptime). */
  serverStartedAt: z.string().nullable(),
  mountStartedAt: z.string().nullable(),
  contentType: z.string().nullable(),
});
export type Relay = z.infer<typeof relaySchema>;

/** PUT /api/relays/settings ("Enviar oyentes a los repetidores"); null: never send listeners away. */
export const relaySettingsSchema = z.strictObject({
  redirectAbove: z
    .number({ error: 'El límite de oyentes locales es un número o null.' })
    .int('El límite de oyentes locales es un número entero.')
    .min(0, 'El límite de oyentes locales no puede ser negativo.')
    .max(1_000_000, 'El límite de oyentes locales no puede pasar de 1.000.000.')
    .nullable(),
});
export type RelaySettings = z.infer<typeof relaySettingsSchema>;

/** GET /api/streaming/listen (public): where the player should try the station's MP3 stream, in order. */
export const listenRouteSchema = z.object({
  urls: z.array(z.string()),
});
export type ListenRoute = z.infer<typeof listenRouteSchema>;
