import { z } from 'zod';
import { galleryUploadFieldsSchema } from '../../../../shared/schemas/gallery';

export const IMAGE_REQUIRED = 'Por favor seleccione una imagen para subir.';

/** The gallery upload form: the shared text fields plus the chosen image. */
export const imageUploadFormSchema = galleryUploadFieldsSchema.extend({
  image: z.instanceof(File, { error: IMAGE_REQUIRED }),
});
export type ImageUploadForm = z.input<typeof imageUploadFormSchema>;

/** Destinations as the spec's upload form names them; the server stores 'gallery' as 'art'. */
export const DESTINATIONS = [
  { value: 'gallery', label: 'Galería de la radio' },
  { value: 'shipyard', label: 'Astilleros Saetia' },
] as const;
