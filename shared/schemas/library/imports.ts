import { z } from 'zod';
import { pageQuerySchema } from '../common/paging';
import { trackCategoryQuerySchema, trackFilterQuerySchema, trackKindSchema } from './tracks';
import { categoryIdsSchema } from '../music/categories';
import { trackRightsPatchShape } from './track-rights';

/** POST /api/admin/imports/folder: a folder on the studio PC, read by the station itself. */
export const folderImportSchema = z.object({
  path: z
    .string({ error: 'Indica la ruta de la carpeta.' })
    .trim()
    .min(1, 'Indica la ruta de la carpeta.')
    .max(4096, 'La ruta es demasiado larga.'),
});

export const IMPORT_JOB_STATES = ['scanning', 'running', 'done', 'cancelled'] as const;
export type ImportJobState = (typeof IMPORT_JOB_STATES)[number];
export const IMPORT_FILE_STATES = ['pending', 'done', 'failed', 'skipped'] as const;
export type ImportFileState = (typeof IMPORT_FILE_STATES)[number];

export const importProblemSchema = z.object({
  name: z.string(),
  state: z.enum(['failed', 'skipped']),
  reason: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

/** One import as the admin sees it: counts for the progress bar, and why each refused file was refused. */
export const importJobSchema = z.object({
  id: z.number().int(),
  source: z.enum(['folder', 'upload']),
  /** The folder for a folder import; null for files dropped in the browser. */
  folder: z.string().nullable(),
  state: z.enum(IMPORT_JOB_STATES),
  /** False while the browser is still sending files (upload imports) or the folder is still being read. */
  sealed: z.boolean(),
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  remaining: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** The latest refused or skipped files (at most 200), newest first. */
  problems: z.array(importProblemSchema),
});
export type ImportJob = z.infer<typeof importJobSchema>;

const trackIdsSchema = z
  .array(z.number({ error: 'Identificador de canción no válido.' }).int().positive(), {
    error: 'Selecciona al menos una canción.',
  })
  .min(1, 'Selecciona al menos una canción.')
  .max(5000, 'Como máximo 5000 canciones a la vez.')
  .transform((ids) => [...new Set(ids)]);

const bulkText = (label: string) =>
  z
    .string()
    .trim()
    .max(200, `${label} no puede superar 200 caracteres.`)
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));

/**
 * POST /api/tracks/bulk-edit: the same artist, album, genre or kind for many tracks; a field left out is unchanged.
 */
export const bulkTrackEditSchema = z.object({
  ids: trackIdsSchema,
  changes: z
    .object({
      artist: z.string().trim().max(200, 'El artista no puede superar 200 caracteres.').optional(),
      album: bulkText('El álbum'),
      genre: bulkText('El género'),
      kind: trackKindSchema.optional(),
      requestable: z.boolean({ error: 'requestable debe ser verdadero o falso.' }).optional(),
      /** Music categories to put every selected song in, and to take them out of. */
      addCategoryIds: categoryIdsSchema.optional(),
      removeCategoryIds: categoryIdsSchema.optional(),
      ...trackRightsPatchShape,
    })
    .refine(
      (value) => Object.values(value).some((field) => field !== undefined),
      'Indica al menos un campo para actualizar.',
    ),
});

/**
 * POST /api/tracks/bulk-delete: all of them or none. `dryRun` runs every check (each song exists, none is a running
 * campaign's spot or a programme's recording) and deletes nothing, so a selection sent in several requests is checked
 * whole before its first song goes.
 */
export const bulkTrackDeleteSchema = z.object({
  ids: trackIdsSchema,
  dryRun: z.boolean({ error: 'dryRun debe ser verdadero o falso.' }).optional(),
});

/** POST /api/tracks/reanalyse: measure these songs again (cue points, loudness, intro, next start). */
export const bulkTrackReanalyseSchema = z.object({ ids: trackIdsSchema });

/** Songs per bulk request the admin UI sends: each request stays short, so the broadcast never waits on one. */
export const BULK_CHUNK = 250;

/** GET /api/tracks/selection?q=&kind=: the ids of every track the search matches (the whole library without q). */
export const trackSelectionQuerySchema = z.object({
  q: pageQuerySchema(['title']).shape.q,
  kind: trackKindSchema.optional(),
  ...trackCategoryQuerySchema.shape,
  ...trackFilterQuerySchema.shape,
});
export type TrackSelectionQuery = z.infer<typeof trackSelectionQuerySchema>;

/**
 * POST /api/tracks/bulk-categories: music categories added to and taken from every song of a selection, named by its
 * ids or by the library's search and filters (every song they match when the request runs), in one transaction.
 */
export const bulkTrackCategoriesSchema = z
  .object({
    ids: trackIdsSchema.optional(),
    filter: trackSelectionQuerySchema.optional(),
    addCategoryIds: categoryIdsSchema.default([]),
    removeCategoryIds: categoryIdsSchema.default([]),
  })
  .refine((value) => (value.ids === undefined) !== (value.filter === undefined), {
    message: 'Indica las canciones (ids) o el filtro (filter), no las dos cosas.',
    path: ['ids'],
  })
  .refine((value) => value.addCategoryIds.length + value.removeCategoryIds.length > 0, {
    message: 'Indica al menos una categoría que poner o quitar.',
    path: ['addCategoryIds'],
  });
export type BulkTrackCategories = z.input<typeof bulkTrackCategoriesSchema>;
export const trackSelectionSchema = z.object({ ids: z.array(z.number().int().positive()), total: z.number().int() });
export type TrackSelection = z.infer<typeof trackSelectionSchema>;
