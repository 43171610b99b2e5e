import { z } from 'zod';

/**
 * Every refused API call's body: `error` is the stable machine-readable code (validation_failed, not_found, …),
 * `message` the Spanish text a person reads, `field` the input it is about when there is one. The server's error
 * handler writes it and the web app's fetch layer reads it with this one schema; the spec's clients read the same keys.
 */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  field: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * A row id as this API writes it: plain decimal digits, no sign, spaces, leading zeros or exponent. Number()
 * would read '0x10', '0b11', '1e3' and ' 1' as ids too, so one resource would answer to many spellings.
 */
export const idParamSchema = z.object({
  id: z
    .string({ error: 'El identificador debe ser un número.' })
    .regex(/^[1-9][0-9]{0,15}$/, 'El identificador debe ser un número entero positivo.')
    .transform(Number)
    .refine(Number.isSafeInteger, 'El identificador es demasiado grande.'),
});

export const httpUrlSchema = z
  .string({ error: 'La URL es requerida.' })
  .trim()
  .min(1, 'La URL es requerida.')
  .max(2048, 'La URL es demasiado larga.')
  .pipe(z.url({ protocol: /^https?$/, error: 'Introduce una URL http(s) válida.' }));
