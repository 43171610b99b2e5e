import { z } from 'zod';
import { httpUrlSchema } from '../common/common';

/**
 * An http(s) URL, or a path on this station such as /stream (works from any host name). The path may not
 * start with '//': a browser reads '//evil.example/x' as another site.
 */
const sourceUrlSchema = z.union(
  [
    z
      .string()
      .trim()
      .regex(/^\/(?!\/)[A-Za-z0-9._~\-/]*$/),
    httpUrlSchema,
  ],
  {
    error: 'Introduce una URL http(s) válida o una ruta de esta emisora como /stream.',
  },
);

export const streamingSourceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  isActive: z.boolean(),
});
export type StreamingSource = z.infer<typeof streamingSourceSchema>;

const nameSchema = z
  .string({ error: 'El nombre es requerido.' })
  .trim()
  .min(1, 'El nombre es requerido.')
  .max(120, 'El nombre no puede superar 120 caracteres.');

export const sourceCreateSchema = z.object({
  name: nameSchema,
  url: sourceUrlSchema,
  isActive: z.boolean().default(true),
});
export type SourceCreate = z.infer<typeof sourceCreateSchema>;

export const sourceUpdateSchema = z
  .object({ name: nameSchema.optional(), url: sourceUrlSchema.optional(), isActive: z.boolean().optional() })
  .refine((value) => Object.keys(value).length > 0, 'Indica al menos un campo para actualizar.');
export type SourceUpdate = z.infer<typeof sourceUpdateSchema>;
