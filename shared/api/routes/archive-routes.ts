import { z } from 'zod';
import { idParamSchema } from '../../schemas/common/common';
import {
  episodeCreatedSchema,
  episodeFromRecordingSchema,
  episodeUploadFieldsSchema,
  podcastCreatedSchema,
  podcastInputSchema,
  podcastSchema,
} from '../../schemas/archive/podcasts';
import {
  loggerSettingsSchema,
  loggerSettingsUpdateSchema,
  recordingPageQuerySchema,
  recordingPageSchema,
  recordingSchema,
  recordingStorageSchema,
} from '../../schemas/archive/recordings';
import { route } from './define';

const id = idParamSchema;
const episodeParamsSchema = z.object({ id: idParamSchema.shape.id, episodeId: idParamSchema.shape.id });

/** The recordings, the logger's settings and storage, and the podcasts made from them: the admins'. */
export const ARCHIVE_ROUTES = {
  'recordings.list': route('recordings.list', {
    access: 'admin',
    query: recordingPageQuerySchema,
    response: z.union([recordingPageSchema, z.array(recordingSchema)]),
  }),
  'recordings.settings': route('recordings.settings', { access: 'admin', response: loggerSettingsSchema }),
  'recordings.updateSettings': route('recordings.updateSettings', {
    access: 'admin',
    body: loggerSettingsUpdateSchema,
    response: loggerSettingsSchema,
  }),
  'recordings.storage': route('recordings.storage', { access: 'admin', response: recordingStorageSchema }),
  'recordings.audio': route('recordings.audio', {
    access: 'admin',
    params: id,
    // ?download=1 asks the browser to save the file rather than play it; any other value plays it.
    query: z.object({ download: z.string().optional() }),
    response: 'file',
  }),
  'recordings.peaks': route('recordings.peaks', {
    access: 'admin',
    params: id,
    response: z.object({ durationSec: z.number(), peaks: z.array(z.number()) }),
  }),
  'recordings.delete': route('recordings.delete', { access: 'admin', params: id, response: 'empty' }),
  'podcasts.create': route('podcasts.create', {
    access: 'admin',
    body: podcastInputSchema,
    response: podcastCreatedSchema,
  }),
  'podcasts.update': route('podcasts.update', {
    access: 'admin',
    params: id,
    body: podcastInputSchema,
    response: podcastSchema,
  }),
  'podcasts.delete': route('podcasts.delete', { access: 'admin', params: id, response: 'empty' }),
  'podcasts.cover': route('podcasts.cover', {
    access: 'admin',
    params: id,
    upload: z.object({}),
    response: podcastSchema,
  }),
  // An uploaded file (multipart, episodeUploadFieldsSchema) or a cut of a recording (JSON).
  'podcasts.addEpisode': route('podcasts.addEpisode', {
    access: 'admin',
    params: id,
    upload: episodeUploadFieldsSchema.or(episodeFromRecordingSchema),
    response: episodeCreatedSchema,
  }),
  'podcasts.deleteEpisode': route('podcasts.deleteEpisode', {
    access: 'admin',
    params: episodeParamsSchema,
    response: 'empty',
  }),
} as const;
