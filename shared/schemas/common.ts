import { z } from 'zod';

/** Every non-2xx answer of the API has this body. */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  field: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const idParamSchema = z.object({
  id: z.coerce.number({ error: 'El identificador debe ser un número.' }).int().positive('El identificador debe ser un número positivo.'),
});

export const httpUrlSchema = z
  .string({ error: 'La URL es requerida.' })
  .trim()
  .min(1, 'La URL es requerida.')
  .max(2048, 'La URL es demasiado larga.')
  .pipe(z.url({ protocol: /^https?$/, error: 'Introduce una URL http(s) válida.' }));
