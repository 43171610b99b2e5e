import { z } from 'zod';

/** Most categories a song may belong to at once (a music director uses a handful). */
export const CATEGORIES_PER_TRACK_MAX = 20;

const CATEGORY_ID_MESSAGE = 'Cada categoría debe indicarse con su identificador (un número entero positivo).';

export const categoryIdSchema = z
  .number({ error: CATEGORY_ID_MESSAGE })
  .int(CATEGORY_ID_MESSAGE)
  .positive(CATEGORY_ID_MESSAGE);

/** The categories a song belongs to, given whole (an empty list takes it out of every category). */
export const categoryIdsSchema = z
  .array(categoryIdSchema, { error: 'categoryIds debe ser una lista de identificadores de categoría.' })
  .max(CATEGORIES_PER_TRACK_MAX, `Una canción puede estar como máximo en ${CATEGORIES_PER_TRACK_MAX} categorías.`)
  .transform((ids) => [...new Set(ids)]);

const minutes = (label: string) =>
  z
    .number({ error: `${label} debe ser un número de minutos.` })
    .int(`${label} debe ser un número entero de minutos.`)
    .min(0, `${label} no puede ser negativa.`)
    .max(7 * 24 * 60, `${label} no puede superar una semana (10080 minutos).`);

export const separationMinutesShape = {
  artistMin: minutes('La separación de artista'),
  titleMin: minutes('La separación de título'),
  albumMin: minutes('La separación de álbum'),
};

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  /** How many songs are in it (of any kind). */
  trackCount: z.number().int(),
  /** This category's own separation minutes; null where the station's apply. */
  artistMin: z.number().int().nullable(),
  titleMin: z.number().int().nullable(),
  albumMin: z.number().int().nullable(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryCreateSchema = z.object({
  name: z
    .string({ error: 'Por favor, introduce un nombre para la categoría.' })
    .trim()
    .min(1, 'Por favor, introduce un nombre para la categoría.')
    .max(60, 'El nombre de la categoría no puede superar 60 caracteres.'),
  color: z
    .string({ error: 'El color debe ser un código hexadecimal como #1f9d55.' })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'El color debe ser un código hexadecimal como #1f9d55.')
    .transform((value) => value.toLowerCase())
    .optional(),
  artistMin: separationMinutesShape.artistMin.nullable().optional(),
  titleMin: separationMinutesShape.titleMin.nullable().optional(),
  albumMin: separationMinutesShape.albumMin.nullable().optional(),
});
export type CategoryCreate = z.infer<typeof categoryCreateSchema>;

/** Changing a category: any of its fields; null minutes go back to the station's. */
export const categoryUpdateSchema = categoryCreateSchema
  .partial()
  .refine(
    (value) => Object.values(value).some((field) => field !== undefined),
    'Indica al menos un campo para actualizar.',
  );
export type CategoryUpdate = z.infer<typeof categoryUpdateSchema>;

export const categoryCreatedSchema = z.object({ id: z.number().int(), name: z.string() });
