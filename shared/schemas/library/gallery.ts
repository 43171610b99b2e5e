import { z } from 'zod';

export const galleryTypeSchema = z.enum(['art', 'shipyard']);
export type GalleryType = z.infer<typeof galleryTypeSchema>;

export const galleryImageSchema = z.object({
  id: z.number().int(),
  type: galleryTypeSchema,
  title: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string(),
  thumbnailUrl: z.string(),
  createdAt: z.string(),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

/** Upload forms say 'gallery' for the radio gallery; it is stored as 'art'. */
export const galleryUploadFieldsSchema = z.object({
  type: z
    .enum(['art', 'gallery', 'shipyard'], { error: 'El destino debe ser la galería o Astilleros.' })
    .transform((value): GalleryType => (value === 'gallery' ? 'art' : value)),
  title: z
    .string({ error: 'Por favor ingrese un título para la imagen.' })
    .trim()
    .min(1, 'Por favor ingrese un título para la imagen.')
    .max(200, 'El título no puede superar 200 caracteres.'),
  description: z
    .string()
    .trim()
    .max(2000, 'La descripción no puede superar 2000 caracteres.')
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type GalleryUploadFields = z.infer<typeof galleryUploadFieldsSchema>;
