import { z } from 'zod';

/**
 * "Monitor de antena": what the transmitter really radiates, compared with the bus the station sent. The input is
 * an ALSA capture device (`hw:2,0`, `plughw:CARD=Tuner`) or a command run by the shell that writes raw PCM to
 * stdout, s16le 44.1 kHz stereo (an SDR receiver: `rtl_fm -f 100.3M -M wbfm -s 200k -r 44100 - | sox …`).
 */
export const OFF_AIR_DEFAULTS = {
  input: null as string | null,
  /** Below this level (mean absolute, dBFS) the transmitter is taken as silent. */
  silenceDbfs: -50,
  /** Envelope correlation below which the air carries something else. */
  mismatchBelow: 0.4,
  /** Below this (and above mismatchBelow) our signal is on air, but degraded (noise, distortion, dropouts). */
  degradedBelow: 0.75,
  /** How often the comparison runs: a few times a minute is enough to page someone, and costs nothing. */
  checkSeconds: 10,
};

export const offAirSettingsSchema = z
  .object({
    input: z
      .string({ error: 'La entrada del monitor debe ser texto.' })
      .trim()
      .min(1, { error: 'Escribe un dispositivo o una orden, o elige ninguno.' })
      .max(500, { error: 'La entrada del monitor es demasiado larga.' })
      .nullable(),
    silenceDbfs: z
      .number({ error: 'El umbral de silencio debe ser un número.' })
      .min(-90, { error: 'El umbral de silencio no puede bajar de −90 dBFS.' })
      .max(-20, { error: 'El umbral de silencio no puede pasar de −20 dBFS.' }),
    mismatchBelow: z
      .number({ error: 'El umbral de señal ajena debe ser un número.' })
      .min(0.05, { error: 'El umbral de señal ajena debe ser al menos 0,05.' })
      .max(0.9, { error: 'El umbral de señal ajena no puede pasar de 0,9.' }),
    degradedBelow: z
      .number({ error: 'El umbral de señal degradada debe ser un número.' })
      .min(0.1, { error: 'El umbral de señal degradada debe ser al menos 0,1.' })
      .max(0.99, { error: 'El umbral de señal degradada no puede pasar de 0,99.' }),
    checkSeconds: z
      .number({ error: 'El intervalo de comprobación debe ser un número de segundos.' })
      .int({ error: 'El intervalo de comprobación debe ser un número entero de segundos.' })
      .min(2, { error: 'El intervalo de comprobación debe ser de al menos 2 s.' })
      .max(60, { error: 'El intervalo de comprobación no puede pasar de 60 s.' }),
  })
  .refine((value) => value.degradedBelow > value.mismatchBelow, {
    error: 'El umbral de señal degradada debe ser mayor que el de señal ajena.',
    path: ['degradedBelow'],
  });
export type OffAirSettings = z.infer<typeof offAirSettingsSchema>;

/** off: no input; listening: warming up or the input is quiet on its side; the rest are verdicts. */
export const offAirStateSchema = z.enum(['off', 'listening', 'ok', 'silent', 'mismatch', 'degraded']);
export type OffAirState = z.infer<typeof offAirStateSchema>;

export const offAirStatusSchema = z.object({
  input: z.string().nullable(),
  state: offAirStateSchema,
  /** Bus to antenna, seconds, at the best correlation of the last check; null before the first one. */
  delaySeconds: z.number().nullable(),
  /** Envelope correlation (−1…1) at that delay. */
  correlation: z.number().nullable(),
  /** Mean absolute level of the off-air input and of the bus over the compared window, dBFS (−96 for silence). */
  levelDbfs: z.number().nullable(),
  busLevelDbfs: z.number().nullable(),
  lastCheckAt: z.string().nullable(),
  /** Spanish, for the studio: what is wrong now, or null. */
  alert: z.string().nullable(),
});
export type OffAirStatus = z.infer<typeof offAirStatusSchema>;

/** GET/PUT /api/streaming/off-air: the settings, the start-up input (--offair-input) and the monitor's status. */
export const offAirViewSchema = z.object({
  settings: offAirSettingsSchema,
  startupInput: z.string().nullable(),
  status: offAirStatusSchema,
});
export type OffAirView = z.infer<typeof offAirViewSchema>;
