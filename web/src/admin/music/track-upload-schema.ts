import { z } from 'zod';
import { UPLOAD_LIMITS } from '../../../../shared/constants';
import { trackUploadFieldsSchema } from '../../../../shared/schemas/tracks';

export const AUDIO_TOO_LARGE = 'El archivo supera el tamaño máximo de 50 MB.';
export const AUDIO_REQUIRED = 'Por favor, selecciona un archivo de audio para subir.';

/** The upload form: the shared text fields plus the files the browser holds. */
export const trackUploadFormSchema = trackUploadFieldsSchema.extend({
  audioFile: z.instanceof(File, { error: AUDIO_REQUIRED }).refine((file) => file.size <= UPLOAD_LIMITS.audioMaxBytes, AUDIO_TOO_LARGE),
  coverImage: z.instanceof(File).optional(),
});
export type TrackUploadForm = z.input<typeof trackUploadFormSchema>;
