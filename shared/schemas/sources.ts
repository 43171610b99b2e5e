import { z } from 'zod';
import { httpUrlSchema } from './common';

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
  url: httpUrlSchema,
  isActive: z.boolean().default(true),
});
export type SourceCreate = z.infer<typeof sourceCreateSchema>;

export const sourceUpdateSchema = z
  .object({ name: nameSchema.optional(), url: httpUrlSchema.optional(), isActive: z.boolean().optional() })
  .refine((value) => Object.keys(value).length > 0, 'Indica al menos un campo para actualizar.');
export type SourceUpdate = z.infer<typeof sourceUpdateSchema>;
