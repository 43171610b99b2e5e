import { z } from 'zod';
import { cutAtLeastOneSecond, episodeCutFields } from '../archive/podcasts';

/** A live session a presenter left on air, waiting in /estudio to be trimmed and published. */
export const draftSchema = z.object({
  id: z.number().int(),
  podcastId: z.number().int(),
  podcastTitle: z.string(),
  recordingId: z.number().int(),
  title: z.string(),
  /** When the occurrence it aired in began (ISO), null for a session outside any occurrence. */
  occurrenceStart: z.string().nullable(),
  recordedAt: z.string(),
  durationSec: z.number(),
  audioUrl: z.string(),
});
export type Draft = z.infer<typeof draftSchema>;

/** POST /api/me/drafts/:id/publish: the episode's texts and the trim; the recording is the draft's own. */
export const draftPublishSchema = z
  .object(episodeCutFields)
  .strict()
  .refine(...cutAtLeastOneSecond);
export type DraftPublish = z.infer<typeof draftPublishSchema>;

/** Who is connected live, who is on air, who is waiting (the dashboard). */
export const liveConnectionSchema = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  who: z.string(),
  via: z.enum(['rtmp', 'icecast', 'browser', 'studio']),
  rank: z.enum(['admin', 'presenter']),
  mode: z.enum(['air', 'standby']),
  connectedAt: z.number(),
  until: z.number().nullable(),
  showName: z.string().nullable(),
  showId: z.number().int().nullable(),
  occurrenceStart: z.number().nullable(),
  /** Its audio is on the bus: chosen for the air and decoding to what listeners hear (not just admitted). */
  heard: z.boolean(),
});
export type LiveConnectionView = z.infer<typeof liveConnectionSchema>;

/** GET /api/me/occurrences: the signed-in presenter's next airings (a week ahead), with when they may connect. */
export const myOccurrenceSchema = z.object({
  showId: z.number().int(),
  showName: z.string(),
  startAt: z.number(),
  endAt: z.number(),
  /** From when the station accepts their source (the grace before the start). */
  connectFrom: z.number(),
});

/** GET /api/me/shows: the shows the signed-in presenter presents, with what they may edit. */
export const myShowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  kind: z.string(),
  description: z.string(),
  imageId: z.number().int().nullable(),
});
export type MyShow = z.infer<typeof myShowSchema>;

/** PUT /api/me/shows/:id: a presenter edits their own show's description and image (from the gallery). */
export const myShowUpdateSchema = z
  .object({
    description: z
      .string({ error: 'La descripción es requerida.' })
      .trim()
      .max(4000, 'La descripción no puede superar 4000 caracteres.'),
    imageId: z
      .number({ error: 'La imagen debe ser un identificador válido.' })
      .int('La imagen debe ser un identificador válido.')
      .positive('La imagen debe ser un identificador válido.')
      .nullable(),
  })
  .strict();

/** GET /api/me/recordings: the show files the signed-in presenter uploaded, newest first, to attach again. */
export const myRecordingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  duration: z.number(),
  createdAt: z.string(),
});
export type MyRecording = z.infer<typeof myRecordingSchema>;

/** POST /api/me/shows/:id/occurrences/:start/file (multipart, beside `audioFile`): the file's title, if not the show's. */
export const myRecordingUploadSchema = z.object({
  title: z.string().trim().max(200, 'El título no puede superar 200 caracteres.').optional(),
});

const minutes = (what: string, max: number) =>
  z
    .number({ error: `${what} debe ser un número de minutos.` })
    .int(`${what} debe ser un número entero de minutos.`)
    .min(0, `${what} no puede ser negativo.`)
    .max(max, `${what} no puede superar ${max} minutos.`);

/** GET/PUT /api/admin/live/graces: how early a presenter may connect (standby) and how long they may overrun. */
export const liveGracesSchema = z
  .object({
    beforeMin: minutes('El margen antes del programa', 60),
    overrunMin: minutes('El margen al terminar', 30),
  })
  .strict();
export type LiveGraces = z.infer<typeof liveGracesSchema>;
