import { z } from 'zod';

/** One artist of the station's own library, as found by GET /api/artists?q=. */
export const libraryArtistSummarySchema = z.object({
  name: z.string(),
  trackCount: z.number().int(),
  albumCount: z.number().int(),
  plays: z.number().int(),
  coverImageUrl: z.string().nullable(),
});
export type LibraryArtistSummary = z.infer<typeof libraryArtistSummarySchema>;

export const libraryArtistTrackSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  album: z.string().nullable(),
  duration: z.number(),
  plays: z.number().int(),
  coverImageUrl: z.string().nullable(),
  audioFileUrl: z.string(),
});

/** GET /api/artists/:name — everything the library really knows about one artist. */
export const libraryArtistDetailSchema = libraryArtistSummarySchema.extend({
  albums: z.array(z.object({ name: z.string(), trackCount: z.number().int() })),
  /** Most played first, then by title. */
  tracks: z.array(libraryArtistTrackSchema),
  firstAddedAt: z.string(),
});
export type LibraryArtistDetail = z.infer<typeof libraryArtistDetailSchema>;

export const artistSearchQuerySchema = z.object({
  q: z
    .string({ error: 'La búsqueda es requerida.' })
    .trim()
    .max(100, 'La búsqueda no puede superar 100 caracteres.')
    .default(''),
});
