import { z } from 'zod';
import { dateField, durationSchema } from './show-fields';

const hhmm = z
  .string({ error: 'La hora debe tener el formato HH:MM.' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'La hora debe tener el formato HH:MM.');

/** ISO weekday, 1 = Monday … 7 = Sunday (the contract's numbering). */
export const isoWeekdaySchema = z
  .number({ error: 'Los días van del 1 (lunes) al 7 (domingo).' })
  .int('Los días van del 1 (lunes) al 7 (domingo).')
  .min(1, 'Los días van del 1 (lunes) al 7 (domingo).')
  .max(7, 'Los días van del 1 (lunes) al 7 (domingo).');

/**
 * One rule: weekly on `days` every `everyWeeks` weeks (counted from `from`, or from the Monday of 2024-01-01 when
 * open), or monthly on the `nth` (1..4, -1 = last) of each of `days` in the month. A show may cross midnight: the
 * duration runs past 24:00 into the next day.
 */
export const showRuleInputSchema = z
  .object({
    days: z
      .array(isoWeekdaySchema, { error: 'Elige al menos un día de la semana.' })
      .min(1, 'Elige al menos un día de la semana.')
      .max(7)
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    start: hhmm,
    durationMin: durationSchema,
    from: dateField('La fecha de inicio debe tener el formato AAAA-MM-DD.').nullish(),
    until: dateField('La fecha de fin debe tener el formato AAAA-MM-DD.').nullish(),
    everyWeeks: z
      .number({ error: 'La frecuencia debe ser un número de semanas.' })
      .int('La frecuencia debe ser un número entero de semanas.')
      .min(1, 'La frecuencia debe ser de al menos una semana.')
      .max(52, 'La frecuencia no puede pasar de 52 semanas.')
      .default(1),
    nth: z
      .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(-1)], {
        error: 'La semana del mes debe ser 1, 2, 3, 4 o -1 (la última).',
      })
      .nullish(),
  })
  .strict()
  .transform((rule) => ({ ...rule, from: rule.from ?? null, until: rule.until ?? null, nth: rule.nth ?? null }))
  .refine((rule) => rule.from === null || rule.until === null || rule.from <= rule.until, {
    message: 'La fecha de fin debe ser posterior a la de inicio.',
    path: ['until'],
  })
  .refine((rule) => rule.nth === null || rule.everyWeeks === 1, {
    message: 'Una regla mensual no lleva frecuencia en semanas.',
    path: ['everyWeeks'],
  });
export type ShowRuleInput = z.output<typeof showRuleInputSchema>;

export const showRuleSchema = z.object({
  id: z.number().int(),
  days: z.array(z.number().int()),
  start: z.string(),
  durationMin: z.number().int(),
  from: z.string().nullable(),
  until: z.string().nullable(),
  everyWeeks: z.number().int(),
  nth: z.number().int().nullable(),
});
