import { z } from 'zod';
import { galleryUploadFieldsSchema } from '../../../../shared/schemas/library/gallery';

export const IMAGE_REQUIRED = 'Por favor seleccione una imagen para subir.';

/** The gallery upload form: the shared text fields plus the chosen image. */
export const imageUploadFormSchema = galleryUploadFieldsSchema.extend({
  image: z.instanceof(File, { error: IMAGE_REQUIRED }),
});
export type ImageUploadForm = z.input<typeof imageUploadFormSchema>;
