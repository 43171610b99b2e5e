import { z } from 'zod';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} es obligatorio.` })
    .trim()
    .min(1, `${label} es obligatorio.`)
    .max(max, `${label} no puede superar ${max} caracteres.`);

/** POST/PUT /api/podcasts. language: a BCP 47 tag as podcast apps expect (es, ca, fr, en-GB…). */
export const podcastInputSchema = z
  .object({
    title: text('El título', 200),
    description: text('La descripción', 4000),
    author: text('El autor', 200),
    language: z
      .string({ error: 'El idioma es obligatorio.' })
      .trim()
      .regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, 'El idioma debe ser un código como es, ca, fr o es-ES.'),
    category: text('La categoría', 100),
    // Apple Podcasts writes to this address to confirm who owns the feed; an empty field means none.
    ownerEmail: z
      .string()
      .trim()
      .max(200, 'El correo no puede superar 200 caracteres.')
      .pipe(
        z.union([
          z.literal(''),
          z.email({ error: 'El correo del propietario no es válido (p. ej. podcasts@radio.cat).' }),
        ]),
      )
      .transform((email) => email || null)
      .nullable()
      .optional(),
  })
  .strict();
export type PodcastInput = z.infer<typeof podcastInputSchema>;

export const podcastCreatedSchema = z.object({ id: z.number().int(), slug: z.string(), feedUrl: z.string() });

export const episodeSchema = z.object({
  id: z.number().int(),
  podcastId: z.number().int(),
  guid: z.string(),
  title: z.string(),
  description: z.string(),
  recordingId: z.number().int().nullable(),
  audioUrl: z.string(),
  durationSec: z.number(),
  sizeBytes: z.number().int(),
  publishedAt: z.string(),
});
export type Episode = z.infer<typeof episodeSchema>;

export const podcastSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  author: z.string(),
  language: z.string(),
  category: z.string(),
  ownerEmail: z.string().nullable(),
  coverUrl: z.string().nullable(),
  feedUrl: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  episodes: z.array(episodeSchema),
});
export type Podcast = z.infer<typeof podcastSchema>;

const seconds = (label: string) =>
  z
    .number({ error: `${label} debe ser un número de segundos.` })
    .min(0, `${label} no puede ser negativo.`)
    .max(24 * 3600, `${label} es demasiado grande.`);

/** An episode's texts and where it is cut from its recording: an admin's cut, and a presenter's draft. */
export const episodeCutFields = {
  title: text('El título', 200),
  description: text('La descripción', 4000),
  startSec: seconds('El inicio').optional(),
  endSec: seconds('El final').optional(),
};
export const cutAtLeastOneSecond: [
  (e: { startSec?: number; endSec?: number }) => boolean,
  { message: string; path: string[] },
] = [
  (e) => e.startSec === undefined || e.endSec === undefined || e.endSec - e.startSec >= 1,
  { message: 'El final debe estar al menos un segundo después del inicio.', path: ['endSec'] },
];

/** POST /api/podcasts/:id/episodes (JSON): an episode cut from a recording. */
export const episodeFromRecordingSchema = z
  .object({
    ...episodeCutFields,
    recordingId: z
      .number({ error: 'Elige una grabación.' })
      .int('Elige una grabación.')
      .positive('Elige una grabación.'),
  })
  .strict()
  .refine(...cutAtLeastOneSecond);
export type EpisodeFromRecording = z.infer<typeof episodeFromRecordingSchema>;

/** POST /api/podcasts/:id/episodes (multipart, field `audio`): the text fields of an uploaded episode. */
export const episodeUploadFieldsSchema = z.object({
  title: text('El título', 200),
  description: text('La descripción', 4000),
});

export const episodeCreatedSchema = z.object({ id: z.number().int(), audioUrl: z.string(), durationSec: z.number() });
