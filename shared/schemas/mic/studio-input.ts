import { z } from 'zod';
import { airOutputSettingsSchema, studioInputStatusSchema } from '../broadcast/air-chain';

/** How "Micro al aire" takes the air: the desk replaces the music (crossfade) or speaks over it, lowered. */
export const micModeSchema = z.enum(['cruce', 'atenuar']);

/** "Entrada del estudio" as the admin sets it; device null = the one the station was started with (--studio-input). */
export const studioInputSettingsSchema = z.object({
  device: airOutputSettingsSchema.shape.device,
  mode: micModeSchema,
  duckDb: z.number().min(-40, 'La atenuación máxima es de −40 dB').max(0, 'La atenuación no puede ser positiva'),
  vox: z.object({
    enabled: z.boolean(),
    thresholdDbfs: z.number().min(-70, 'El umbral mínimo es −70 dBFS').max(0, 'El umbral máximo es 0 dBFS'),
    holdMs: z
      .number()
      .int('La espera se indica en milisegundos enteros')
      .min(200, 'La espera mínima es de 0,2 segundos')
      .max(30_000, 'La espera máxima es de 30 segundos'),
  }),
});
export type StudioInputSettings = z.infer<typeof studioInputSettingsSchema>;

/** The studio's "Micro al aire" panel: the settings, what it is doing, why it is on air. */
export const micViewSchema = z.object({
  settings: studioInputSettingsSchema,
  startupDevice: z.string().nullable(),
  status: studioInputStatusSchema,
  /** Who holds the air: the button, the voice (VOX), or nobody. */
  by: z.enum(['boton', 'vox']).nullable(),
  /** Spanish, while the microphone was pressed but the air is another live source's (or the station is off air). */
  waiting: z.string().nullable(),
  /** Spanish, why the microphone left the air by itself (the desk went silent in "cruce"), until the next press. */
  closed: z.string().nullable(),
});
export type MicView = z.infer<typeof micViewSchema>;

export const micSwitchSchema = z.object({ onAir: z.boolean({ error: 'Indica si el micro va al aire' }) });
