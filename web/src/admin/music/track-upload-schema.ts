import { z } from 'zod';
import { UPLOAD_LIMITS } from '../../../../shared/station/station-rules';
import { trackKindSchema, trackUploadFieldsSchema } from '../../../../shared/schemas/library/tracks';
import { UPLOAD_MESSAGES } from '../../../../shared/text/upload-messages';

export const AUDIO_TOO_LARGE = UPLOAD_MESSAGES.audioTooLarge;
export const AUDIO_REQUIRED = UPLOAD_MESSAGES.audioRequired;

/** The upload form: the shared text fields plus the files the browser holds. */
export const trackUploadFormSchema = trackUploadFieldsSchema.extend({
  kind: trackKindSchema,
  audioFile: z
    .instanceof(File, { error: AUDIO_REQUIRED })
    .refine((file) => file.size <= UPLOAD_LIMITS.audioMaxBytes, AUDIO_TOO_LARGE),
  coverImage: z.instanceof(File).optional(),
});
export type TrackUploadForm = z.input<typeof trackUploadFormSchema>;
