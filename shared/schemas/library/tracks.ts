import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../common/paging';
import { httpUrlSchema } from '../common/common';
import { trackRightsPatchShape, trackRightsShape } from './track-rights';
import { categoryIdSchema, categoryIdsSchema } from '../music/categories';
import { segueMarkersPatchShape, segueMarkersShape } from './segue-markers';

/**
 * What a track is for: only `music` is a song listeners browse, search and see in the history; jingles, ad spots and
 * recorded shows are the station's own material, listed in the admin area only.
 */
export const TRACK_KINDS = ['music', 'jingle', 'spot', 'show'] as const;
export type TrackKind = (typeof TRACK_KINDS)[number];
export const trackKindSchema = z.enum(TRACK_KINDS, {
  error: 'Tipo de pista no válido: usa music, jingle, spot o show.',
});

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
  /** Set by bulk edit; not part of the spec's Track, so optional for its clients. */
  genre: z.string().nullable().optional(),
  /** Always sent by the station; optional for the spec's clients (and the player's stream pseudo-track). */
  kind: trackKindSchema.optional(),
  /** Listeners may ask for it: the admin's word on a song; jingles, spots and shows never. Optional for the spec. */
  requestable: z.boolean().optional(),
  /** The music categories the song belongs to (the hour clocks pick from them); optional for the spec's clients. */
  categoryIds: z.array(z.number().int()).optional(),
  /** Rights metadata for the as-run log and the societies' reports; admin-side, optional for the spec. */
  ...trackRightsShape,
  /** Cue points and segue markers (segue-markers.ts); optional for the spec's clients. */
  ...segueMarkersShape,
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

/** The upload's `kind` field (multipart text, so an empty or missing field is a song). */
export const trackUploadKindSchema = z.object({
  kind: z.preprocess((value) => (value === '' || value == null ? 'music' : value), trackKindSchema),
});

export const trackUpdateSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'Por favor, introduce un título para la canción.')
      .max(200, 'El título no puede superar 200 caracteres.')
      .optional(),
    artist: z.string().trim().max(200, 'El artista no puede superar 200 caracteres.').optional(),
    album: z.string().trim().max(200, 'El álbum no puede superar 200 caracteres.').nullable().optional(),
    kind: trackKindSchema.optional(),
    requestable: z.boolean({ error: 'requestable debe ser verdadero o falso.' }).optional(),
    categoryIds: categoryIdsSchema.optional(),
    ...trackRightsPatchShape,
    ...segueMarkersPatchShape,
  })
  .refine((value) => Object.keys(value).length > 0, 'Indica al menos un campo para actualizar.');
export type TrackUpdate = z.infer<typeof trackUpdateSchema>;

export const trackImportSchema = z.object({
  url: httpUrlSchema,
  title: z.string().trim().max(200).optional(),
  artist: z.string().trim().max(200).optional(),
  album: z.string().trim().max(200).optional(),
  kind: trackKindSchema.default('music'),
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

/** Columns GET /api/tracks can sort by. Without `sort`, a search ranks by relevance and a plain list is newest first. */
export const TRACK_SORTS = ['title', 'artist', 'album', 'duration', 'createdAt'] as const;
export type TrackSort = (typeof TRACK_SORTS)[number];

/** Query keys that switch GET /api/tracks from the spec's full array to one page. */
export const TRACK_PAGE_KEYS = [
  'q',
  'sort',
  'order',
  'offset',
  'limit',
  'categoryId',
  'genre',
  'artist',
  'yearFrom',
  'yearTo',
  'addedFrom',
  'addedTo',
] as const;

/**
 * ?kind= on every form of GET /api/tracks. Without an admin session the answer is music whatever is asked (only
 * `music` may be named); an admin gets every kind unless one is named.
 */
export const trackKindQuerySchema = z.object({ kind: trackKindSchema.optional() });

/** ?categoryId= on the library's page and selection: only the songs of that music category. */
export const trackCategoryQuerySchema = z.object({ categoryId: z.coerce.number().pipe(categoryIdSchema).optional() });

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const year = (label: string) =>
  z.coerce
    .number({ error: `${label} debe ser un año.` })
    .int(`${label} debe ser un año.`)
    .min(1000, `${label} debe ser un año de cuatro cifras.`)
    .max(9999, `${label} debe ser un año de cuatro cifras.`)
    .optional();
const words = (label: string) =>
  z
    .string()
    .trim()
    .max(200, `${label} no puede superar 200 caracteres.`)
    .transform((value) => value || undefined)
    .optional();
const day = (label: string) =>
  z
    .string()
    .regex(DATE, `${label} debe ser una fecha AAAA-MM-DD.`)
    .refine((value) => !Number.isNaN(Date.parse(value)), `${label} no es una fecha válida.`)
    .optional();

/**
 * The library's filters besides the search and the category: the genre (whole, any case), words of the artist, the
 * year between two (each bound included), the day added between two (station days, each included).
 */
export const trackFilterQuerySchema = z.object({
  genre: words('El género'),
  artist: words('El artista'),
  yearFrom: year('El año inicial'),
  yearTo: year('El año final'),
  addedFrom: day('La fecha inicial'),
  addedTo: day('La fecha final'),
});
export type TrackFilterQuery = z.infer<typeof trackFilterQuerySchema>;

/** GET /api/tracks?q=&sort=&order=&offset=&limit=&kind= and the filters (a page of the library). */
export const trackPageQuerySchema = pageQuerySchema(TRACK_SORTS)
  .extend(trackKindQuerySchema.shape)
  .extend(trackCategoryQuerySchema.shape)
  .extend(trackFilterQuerySchema.shape);
export type TrackPageQuery = z.infer<typeof trackPageQuerySchema>;

/** One page of tracks; `total` counts the rows matching the search (the whole library without `q`). */
export const trackPageSchema = pageSchema(trackSchema);
export type TrackPage = z.infer<typeof trackPageSchema>;

/** Most ids GET /api/tracks?ids= answers at once (a playlist's songs are fetched in chunks of this size). */
export const TRACK_IDS_MAX = 500;

const TRACK_IDS_MESSAGE = 'ids debe ser una lista de identificadores separados por comas (por ejemplo 1,2,3).';

/**
 * GET /api/tracks?ids=1,2,3: the tracks with these ids, in that order; an id that is not in the library is simply
 * absent. For pages that show a few songs by id (a playlist's songs, a programme's recording) without the library.
 */
export const trackIdsQuerySchema = z.strictObject(
  {
    kind: trackKindSchema.optional(),
    ids: z
      .string({ error: TRACK_IDS_MESSAGE })
      .trim()
      .min(1, 'Indica al menos un identificador en ids.')
      // 500 ids of up to 15 digits and their commas: a bound before the pattern reads the text.
      .max(TRACK_IDS_MAX * 16, `Como máximo ${TRACK_IDS_MAX} identificadores por petición.`)
      .regex(/^\d+(,\d+)*$/, TRACK_IDS_MESSAGE)
      .transform((text) => [...new Set(text.split(',').map(Number))])
      .pipe(
        z
          .array(
            z
              .number()
              .int('Cada identificador debe ser un número entero positivo.')
              .positive('Cada identificador debe ser un número entero positivo.'),
          )
          .max(TRACK_IDS_MAX, `Como máximo ${TRACK_IDS_MAX} identificadores por petición.`),
      ),
  },
  { error: 'ids no se combina con otros parámetros (q, sort, order, offset, limit).' },
);
