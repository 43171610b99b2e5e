/** Field validators the shows' schemas share (rules, shows, occurrences, public views), with their Spanish messages. */
import { z } from 'zod';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A station date, YYYY-MM-DD, that exists on the calendar. */
export const dateField = (message: string) =>
  z
    .string({ error: message })
    .regex(DATE, message)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), message);
export const positiveId = (message: string) => z.number({ error: message }).int(message).positive(message);

export const durationSchema = z
  .number({ error: 'La duración debe ser un número de minutos.' })
  .int('La duración debe ser un número entero de minutos.')
  .min(1, 'La duración debe ser de al menos un minuto.')
  .max(1440, 'La duración no puede pasar de 24 horas.');
