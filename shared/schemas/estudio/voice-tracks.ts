import { z } from 'zod';
import { logItemSchema } from '../music/log';
import { voiceTrackSchema } from '../music/voice-track';

/** How much the music under a voice track is lowered, unless the link says otherwise. */
export const VOICE_DUCK_DB = 12;
/** The longest overlap a link may have with the song before or after it. */
export const VOICE_MAX_OVERLAP_SEC = 30;

const overlap = (side: string) =>
  z.coerce
    .number({ error: `El solapamiento ${side} debe ser un número de segundos.` })
    .min(0, `El solapamiento ${side} no puede ser negativo.`)
    .max(VOICE_MAX_OVERLAP_SEC, `El solapamiento ${side} no puede superar ${VOICE_MAX_OVERLAP_SEC} s.`);

/** POST /api/voice-tracks, the form's text fields (the file is `audio`). */
export const voiceTrackUploadSchema = z.object({
  afterItemId: z.coerce
    .number({ error: 'afterItemId debe ser el id de un elemento del registro.' })
    .int('afterItemId debe ser el id de un elemento del registro.'),
  overlapBeforeSec: overlap('con la canción anterior').default(0),
  overlapAfterSec: overlap('con la canción siguiente').default(0),
  /** The hour whose log the item id was read from (GET /api/me/log?from=): where the id is looked up first. */
  hourStart: z.iso
    .datetime({ offset: true, error: 'hourStart debe ser una fecha y hora ISO.' })
    .transform((text) => Date.parse(text))
    .optional(),
});
export type VoiceTrackUpload = z.infer<typeof voiceTrackUploadSchema>;

export const voiceTrackCreatedSchema = z.object({
  id: z.number().int(),
  /** The log item the link follows (its place in the log). */
  logItemId: z.number().int(),
});

/** GET /api/me/log: the hours of the caller's shows (an admin: every hour) with the links recorded for them. */
export const myLogSchema = z.object({
  items: z.array(logItemSchema.extend({ showName: z.string().optional() })),
  voiceTracks: z.array(voiceTrackSchema),
});
export type MyLog = z.infer<typeof myLogSchema>;
export type MyLogItem = MyLog['items'][number];
