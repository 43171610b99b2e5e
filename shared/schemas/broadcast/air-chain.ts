import { z } from 'zod';
import { AIR_WINDOW_PREFIX, windowDeviceSchema } from './air-window';

/** The air output's delay bound (profanity delay, or lining the transmitter up with the web stream). */
export const AIR_OUTPUT_MAX_DELAY_MS = 10_000;

const levelPair = z.tuple([z.number().nullable(), z.number().nullable()]);

/** "Salida al emisor" as the admin sets it; device null = the one the station was started with (--air-output). */
export const airOutputSettingsSchema = z.object({
  device: z
    .string()
    .trim()
    .min(1, 'Elige un dispositivo o ninguno')
    .max(200, 'El nombre del dispositivo es demasiado largo')
    .regex(/^[^\s"'\\]+$/, 'El nombre del dispositivo no puede tener espacios ni comillas')
    // `ventana:<deviceId>`: a card of the studio window (Chromium's audiooutput ids are hex, or `default`).
    .refine((device) => !device.startsWith(AIR_WINDOW_PREFIX) || /^ventana:[\w+/=-]{1,190}$/.test(device), {
      error: 'Elige una tarjeta de sonido de la ventana del estudio',
    })
    .nullable(),
  delayMs: z
    .number()
    .int('El retardo se indica en milisegundos enteros')
    .min(0, 'El retardo no puede ser negativo')
    .max(AIR_OUTPUT_MAX_DELAY_MS, 'El retardo máximo es de 10 segundos'),
  gainDb: z.number().min(-24, 'La ganancia mínima es −24 dB').max(12, 'La ganancia máxima es +12 dB'),
});

export type AirOutputSettingsInput = z.infer<typeof airOutputSettingsSchema>;

export const airOutputStateSchema = z.enum(['off', 'starting', 'playing', 'failing']);

/** The transmitter's feed now: what it plays on, its state, the alert while it cannot play, its own meter. */
export const airOutputStatusSchema = z.object({
  device: z.string().nullable(),
  delayMs: z.number().int(),
  gainDb: z.number(),
  state: airOutputStateSchema,
  restarts: z.number().int(),
  alert: z.string().nullable(),
  level: z.object({ peak: levelPair, rms: levelPair }),
  /** Through the studio window: the peak the window measured on what it plays (its own analyser). */
  windowPeakDbfs: z.number().nullable().optional(),
});

export const studioInputStateSchema = z.enum(['off', 'starting', 'capturing', 'failing']);
export type StudioInputState = z.infer<typeof studioInputStateSchema>;

/** The desk's input now (common.md E): the device it captures, its state, its peak, whether it is on air. */
export const studioInputStatusSchema = z.object({
  device: z.string().nullable(),
  state: studioInputStateSchema,
  peakDbfs: z.number().nullable(),
  onAir: z.boolean(),
});

export const soundDeviceSchema = z.object({ name: z.string(), description: z.string() });
export type SoundDevice = z.infer<typeof soundDeviceSchema>;

/** The admin's air-chain screen: the stored setting, the start-up device, the system's devices, the status. */
export const airChainViewSchema = z.object({
  settings: airOutputSettingsSchema,
  startupDevice: z.string().nullable(),
  devices: z.array(soundDeviceSchema),
  /** The cards the connected studio windows can play on (`ventana:<deviceId>`); empty with no window. */
  windowDevices: z.array(windowDeviceSchema),
  airOutput: airOutputStatusSchema.nullable(),
  /** The studio desk's input (common.md E); null when the engine has none. */
  studioInput: studioInputStatusSchema.nullable(),
});
