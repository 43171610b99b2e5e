import { z } from 'zod';

export const OUTPUT_FORMATS = ['mp3', 'aac', 'opus'] as const;
export type PushFormat = (typeof OUTPUT_FORMATS)[number];

/** How Icecast decodes a source's ice-* headers (the mount's <charset>). */
export const HEADER_CHARSETS = ['ISO-8859-1', 'UTF-8'] as const;
export type HeaderCharset = (typeof HEADER_CHARSETS)[number];

/** Bitrates a push may use, per format (what the encoders do well and Icecast directories list). */
export const PUSH_BITRATES: Readonly<Record<PushFormat, readonly number[]>> = {
  mp3: [64, 96, 128, 160, 192, 256, 320],
  aac: [32, 48, 64, 96, 128, 160, 192],
  opus: [32, 48, 64, 96, 128, 160, 192, 256],
};

const hostSchema = z
  .string({ error: 'El servidor es requerido.' })
  .trim()
  .toLowerCase()
  .min(1, 'El servidor es requerido.')
  .max(253, 'El servidor no puede superar 253 caracteres.')
  .regex(
    /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])$/,
    'Introduce un nombre de servidor o una dirección IP, sin http:// ni puerto.',
  );

const mountSchema = z
  .string({ error: 'El punto de montaje es requerido.' })
  .trim()
  .regex(/^\/[A-Za-z0-9._~-][A-Za-z0-9._~/-]{0,99}$/, 'El punto de montaje empieza por / (por ejemplo /emisora.mp3).');

const passwordSchema = z
  .string({ error: 'La contraseña es requerida.' })
  .min(1, 'La contraseña es requerida.')
  .max(200, 'La contraseña no puede superar 200 caracteres.')
  .regex(/^[^\r\n]*$/, 'La contraseña no puede tener saltos de línea.');

const pushFields = {
  kind: z.literal('icecast', { error: 'Solo se admiten servidores Icecast.' }),
  host: hostSchema,
  port: z
    .number({ error: 'El puerto es un número.' })
    .int('El puerto es un número entero.')
    .min(1, 'El puerto va de 1 a 65535.')
    .max(65535, 'El puerto va de 1 a 65535.'),
  mount: mountSchema,
  username: z
    .string()
    .trim()
    .min(1, 'El usuario es requerido.')
    .max(100, 'El usuario no puede superar 100 caracteres.')
    .regex(/^[^:\r\n]*$/, 'El usuario no puede tener dos puntos ni saltos de línea.'),
  password: passwordSchema,
  format: z.enum(OUTPUT_FORMATS, { error: 'El formato es mp3, aac u opus.' }),
  bitrateKbps: z.number({ error: 'La tasa de bits es un número.' }).int('La tasa de bits es un número entero.'),
  public: z.boolean({ error: 'Indica si la emisión es pública en el directorio.' }),
  enabled: z.boolean().default(true),
  // Icecast's own default; a mount with <charset>UTF-8</charset> needs UTF-8 (Ogg mounts are always UTF-8).
  headerCharset: z
    .enum(HEADER_CHARSETS, { error: 'El juego de caracteres es ISO-8859-1 o UTF-8.' })
    .default('ISO-8859-1'),
};

const bitrateFits = (value: { format?: PushFormat; bitrateKbps?: number }) =>
  value.format === undefined ||
  value.bitrateKbps === undefined ||
  PUSH_BITRATES[value.format].includes(value.bitrateKbps);
const bitrateIssue = {
  message: 'Esa tasa de bits no está disponible para ese formato.',
  path: ['bitrateKbps'],
};

export const pushCreateSchema = z
  .strictObject({ ...pushFields, username: pushFields.username.default('source') })
  .refine(bitrateFits, bitrateIssue);
export type PushCreate = z.infer<typeof pushCreateSchema>;

/** A full replacement; the password may be left out to keep the stored one. */
export const pushUpdateSchema = z
  .strictObject({ ...pushFields, username: pushFields.username.default('source'), password: passwordSchema.optional() })
  .refine(bitrateFits, bitrateIssue);
export type PushUpdate = z.infer<typeof pushUpdateSchema>;

/** disabled: switched off by the admin; stopped: the station is off air. */
export const PUSH_STATES = ['disabled', 'stopped', 'connecting', 'connected', 'error'] as const;
export type PushState = (typeof PUSH_STATES)[number];

/** A push as the API shows it: never its password. */
export const pushOutputSchema = z.object({
  id: z.number().int(),
  kind: z.literal('icecast'),
  host: z.string(),
  port: z.number().int(),
  mount: z.string(),
  username: z.string(),
  format: z.enum(OUTPUT_FORMATS),
  bitrateKbps: z.number().int(),
  public: z.boolean(),
  enabled: z.boolean(),
  headerCharset: z.enum(HEADER_CHARSETS),
  hasPassword: z.boolean(),
  state: z.enum(PUSH_STATES),
  lastError: z.string().nullable(),
  bytesSent: z.number(),
  connectedSince: z.string().nullable(),
});
export type PushOutput = z.infer<typeof pushOutputSchema>;
