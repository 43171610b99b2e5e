import { z } from 'zod';
import { AIR_OUTPUT_MAX_DELAY_MS, airOutputSettingsSchema } from './air-chain';
import type { OffAirSettings } from '../off-air/off-air';
import { offAirSettingsSchema } from '../off-air/off-air';

/**
 * The admin's "Salida al emisor" form: the delay in seconds (an engineer thinks "2,5 s", the API keeps integer
 * ms), '' for "the start-up device". Parsed into the API's body by airOutputFromForm.
 */
export const airOutputFormSchema = z.object({
  device: z.string(),
  delaySeconds: z
    .number({ error: 'El retardo debe ser un número de segundos.' })
    .min(0, { error: 'El retardo no puede ser negativo.' })
    .max(AIR_OUTPUT_MAX_DELAY_MS / 1000, { error: 'El retardo máximo es de 10 segundos.' }),
  gainDb: airOutputSettingsSchema.shape.gainDb,
});
export type AirOutputForm = z.infer<typeof airOutputFormSchema>;

export const airOutputFromForm = (form: AirOutputForm) => ({
  device: form.device.trim() || null,
  delayMs: Math.round(form.delaySeconds * 1000),
  gainDb: form.gainDb,
});

/** "Monitor de antena" in a form: an empty input is "none" (the start-up one, if any). */
export const offAirFormSchema = offAirSettingsSchema.safeExtend({ input: z.string() });
export type OffAirForm = z.infer<typeof offAirFormSchema>;

export const offAirFromForm = (form: OffAirForm): OffAirSettings => ({ ...form, input: form.input.trim() || null });
