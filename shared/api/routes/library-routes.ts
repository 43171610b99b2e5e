import { z } from 'zod';
import { idParamSchema } from '../../schemas/common/common';
import { galleryImageSchema, galleryUploadFieldsSchema } from '../../schemas/library/gallery';
import {
  bulkTrackDeleteSchema,
  bulkTrackCategoriesSchema,
  bulkTrackEditSchema,
  bulkTrackReanalyseSchema,
  folderImportSchema,
  importJobSchema,
  trackSelectionQuerySchema,
  trackSelectionSchema,
} from '../../schemas/library/imports';
import {
  trackImportSchema,
  trackSchema,
  trackUpdateSchema,
  trackUploadFieldsSchema,
} from '../../schemas/library/tracks';
import { route } from './define';

const id = idParamSchema;

/** The library (tracks, their uploads, imports and bulk edits) and the image gallery: the admins'. */
export const LIBRARY_ROUTES = {
  'tracks.upload': route('tracks.upload', { access: 'admin', upload: trackUploadFieldsSchema, response: trackSchema }),
  'tracks.import': route('tracks.import', { access: 'admin', body: trackImportSchema, response: trackSchema }),
  'tracks.update': route('tracks.update', {
    access: 'admin',
    params: id,
    body: trackUpdateSchema,
    response: trackSchema,
  }),
  'tracks.delete': route('tracks.delete', { access: 'admin', params: id, response: 'empty' }),
  'tracks.selection': route('tracks.selection', {
    access: 'admin',
    query: trackSelectionQuerySchema,
    response: trackSelectionSchema,
  }),
  'tracks.bulkEdit': route('tracks.bulkEdit', {
    access: 'admin',
    body: bulkTrackEditSchema,
    response: z.object({ updated: z.number().int() }),
  }),
  'tracks.bulkCategories': route('tracks.bulkCategories', {
    access: 'admin',
    body: bulkTrackCategoriesSchema,
    response: z.object({ updated: z.number().int() }),
  }),
  'tracks.bulkDelete': route('tracks.bulkDelete', {
    access: 'admin',
    body: bulkTrackDeleteSchema,
    response: z.object({ deleted: z.number().int(), deletable: z.number().int().optional() }),
  }),
  'tracks.reanalyse': route('tracks.reanalyse', {
    access: 'admin',
    body: bulkTrackReanalyseSchema,
    response: z.object({ queued: z.number().int() }),
  }),
  /** The song editor's waveform: max |sample| (0..1) per point, `peaks.length / durationSec` points a second. */
  'tracks.peaks': route('tracks.peaks', {
    access: 'admin',
    params: id,
    response: z.object({ durationSec: z.number(), peaks: z.array(z.number()) }),
  }),
  'imports.list': route('imports.list', { access: 'admin', response: z.array(importJobSchema) }),
  'imports.get': route('imports.get', { access: 'admin', params: id, response: importJobSchema }),
  'imports.folder': route('imports.folder', { access: 'admin', body: folderImportSchema, response: importJobSchema }),
  'imports.uploads': route('imports.uploads', { access: 'admin', response: importJobSchema }),
  'imports.files': route('imports.files', {
    access: 'admin',
    params: id,
    upload: z.object({}),
    response: importJobSchema,
  }),
  'imports.seal': route('imports.seal', { access: 'admin', params: id, response: importJobSchema }),
  'imports.cancel': route('imports.cancel', { access: 'admin', params: id, response: importJobSchema }),
  'imports.resume': route('imports.resume', { access: 'admin', params: id, response: importJobSchema }),
  'gallery.upload': route('gallery.upload', {
    access: 'admin',
    upload: galleryUploadFieldsSchema,
    response: galleryImageSchema,
  }),
  'gallery.delete': route('gallery.delete', { access: 'admin', params: id, response: 'empty' }),
} as const;
