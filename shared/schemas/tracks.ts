import { z } from 'zod';
import { httpUrlSchema } from './common';

export const trackSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  artist: z.string(),
  album: z.string().nullable(),
  duration: z.number(),
  coverImageUrl: z.string().nullable(),
  audioFileUrl: z.string(),
  uploadedBy: z.number().int(),
  createdAt: z.string(),
});
export type Track = z.infer<typeof trackSchema>;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} no puede superar ${max} caracteres.`)
    .optional()
    .transform((value) => (value ? value : undefined));

/** Text fields of the multipart upload (files are checked separately, by content). */
export const trackUploadFieldsSchema = z.object({
  title: z
    .string({ error: 'Por favor, introduce un título para la canción.' })
    .trim()
    .min(1, 'Por favor, introduce un título para la canción.')
    .max(200, 'El título no puede superar 200 caracteres.'),
  artist: optionalText(200, 'El artista'),
  album: optionalText(200, 'El álbum'),
});
export type TrackUploadFields = z.infer<typeof trackUploadFieldsSchema>;

export const trackUpdateSchema = z
  .object({
    title: z.string().trim().min(1, 'Por favor, introduce un título para la canción.').max(200, 'El título no puede superar 200 caracteres.').optional(),
    artist: z.string().trim().max(200, 'El artista no puede superar 200 caracteres.').optional(),
    album: z.string().trim().max(200, 'El álbum no puede superar 200 caracteres.').nullable().optional(),
  })
  .refine((value) => Object.keys(value).length > 0, 'Indica al menos un campo para actualizar.');
export type TrackUpdate = z.infer<typeof trackUpdateSchema>;

export const trackImportSchema = z.object({
  url: httpUrlSchema,
  title: z.string().trim().max(200).optional(),
  artist: z.string().trim().max(200).optional(),
  album: z.string().trim().max(200).optional(),
});
export type TrackImport = z.infer<typeof trackImportSchema>;

/** GET /api/tracks/recent: artist names from the real play history, newest first. */
export const recentTracksSchema = z.array(
  z.object({
    trackId: z.number().int().nullable(),
    title: z.string(),
    artist: z.string(),
    playedAt: z.string(),
  }),
);
export type RecentTrack = z.infer<typeof recentTracksSchema>[number];
