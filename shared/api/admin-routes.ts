import { z } from 'zod';
import {
  adminOverviewSchema,
  enquiryFilterSchema,
  enquiryRecordSchema,
  enquiryStatusInputSchema,
  backupEncryptionSchema,
  scheduledProgramSchema,
  userListSchema,
} from '../schemas/admin';
import { backupStagedSchema, backupTokenParamSchema } from '../schemas/backup-download';
import {
  liveCredentialsSchema,
  liveHeardSchema,
  passwordChangeSchema,
  passwordResetSchema,
  userCreateSchema,
  userRoleChangeSchema,
  userSchema,
} from '../schemas/auth';
import { airingSchema, campaignInputSchema, campaignSchema } from '../schemas/campaigns';
import { advertiserLinkRequestSchema, advertiserLinkSchema } from '../schemas/advertiser-link';
import { asRunPageSchema, asRunQuerySchema, reportWindowSchema } from '../schemas/as-run';
import { idParamSchema } from '../schemas/common';
import { airChainViewSchema, airOutputSettingsSchema } from '../schemas/air-chain';
import { licenceSchema, packageCheckSchema } from '../schemas/inspection';
import { mappingInputSchema, mappingSchema, musicUseQuerySchema } from '../schemas/music-use';
import { galleryImageSchema, galleryUploadFieldsSchema } from '../schemas/gallery';
import {
  alertFilterSchema,
  alertSchema,
  healthSettingsInputSchema,
  healthSettingsViewSchema,
  listenerStatsQuerySchema,
  listenerStatsSchema,
  silentTrackSchema,
} from '../schemas/health';
import {
  bulkTrackDeleteSchema,
  bulkTrackEditSchema,
  folderImportSchema,
  importJobSchema,
  trackSelectionQuerySchema,
  trackSelectionSchema,
} from '../schemas/imports';
import { airingPageQuerySchema, campaignPageQuerySchema, playlistPageQuerySchema } from '../schemas/list-pages';
import { pushCreateSchema, pushOutputSchema, pushUpdateSchema } from '../schemas/outputs';
import { directoryListingSchema, directoryViewSchema } from '../schemas/directory';
import { pageSchema } from '../schemas/paging';
import { rdsSettingsSchema, rdsViewSchema } from '../schemas/rds';
import { playlistInputSchema, playlistSchema } from '../schemas/playlists';
import {
  episodeCreatedSchema,
  episodeFromRecordingSchema,
  episodeUploadFieldsSchema,
  podcastCreatedSchema,
  podcastInputSchema,
  podcastSchema,
} from '../schemas/podcasts';
import { queueInsertSchema, queueItemSchema, queueSchema } from '../schemas/programming';
import {
  loggerSettingsSchema,
  loggerSettingsUpdateSchema,
  recordingPageQuerySchema,
  recordingPageSchema,
  recordingSchema,
  recordingStorageSchema,
} from '../schemas/recordings';
import { relayInputSchema, relaySchema, relaySettingsSchema } from '../schemas/relays';
import { sourceCreateSchema, sourceUpdateSchema, streamingSourceSchema } from '../schemas/sources';
import {
  occurrenceEditSchema,
  occurrenceFileSchema,
  occurrenceParamsSchema,
  occurrenceRangeQuerySchema,
  occurrenceSchema,
  showCheckQuerySchema,
  showConflictSchema,
  showInputSchema,
  showSchema,
} from '../schemas/shows';
import { scheduleProgramInputSchema } from '../schemas/station';
import { streamingSettingsSchema } from '../schemas/streaming';
import { cartButtonInputSchema, cartButtonSchema, cartPlaySchema, cartSlotParamSchema } from '../schemas/studio';
import { trackImportSchema, trackSchema, trackUpdateSchema, trackUploadFieldsSchema } from '../schemas/tracks';
import { route } from './define';
import { DIFUSION_ROUTES } from './difusion-routes';
import { ESTUDIO_ROUTES } from './estudio-routes';
import { OFF_AIR_ROUTES } from './off-air-routes';
import { REQUESTS_ADMIN_ROUTES } from './requests-routes';
import { MIC_ROUTES } from './mic-routes';
import { STATION_ID_ROUTES } from './station-id-routes';

const id = idParamSchema;
const episodeParamsSchema = z.object({ id: idParamSchema.shape.id, episodeId: idParamSchema.shape.id });
/** What start/stop answer: the engine's own status (the desk reads the fuller GET /streaming/status). */
const engineStatusSchema = z.looseObject({ serverRunning: z.boolean(), isLive: z.boolean(), listeners: z.number() });
const streamingSettingsViewSchema = z.object({
  isEnabled: z.boolean(),
  crossfadeSeconds: z.number(),
  loudnessTargetLufs: z.number(),
  listenerCountMinimum: z.number(),
  jingleEvery: z.number(),
  adBreakMinutes: z.array(z.number()),
});

/** The admin area's and the studio desk's routes: every one of them needs an admin session. */
export const ADMIN_ROUTES = {
  ...ESTUDIO_ROUTES,
  ...OFF_AIR_ROUTES,
  ...DIFUSION_ROUTES,
  ...REQUESTS_ADMIN_ROUTES,
  ...MIC_ROUTES,
  ...STATION_ID_ROUTES,
  'users.list': route('users.list', { access: 'admin', response: userListSchema }),
  'users.create': route('users.create', { access: 'admin', body: userCreateSchema, response: userSchema }),
  'users.delete': route('users.delete', { access: 'admin', params: id, response: 'empty' }),
  'users.password': route('users.password', { access: 'user', body: passwordChangeSchema, response: 'empty' }),
  'users.resetPassword': route('users.resetPassword', {
    access: 'admin',
    params: id,
    body: passwordResetSchema,
    response: 'empty',
  }),
  'users.role': route('users.role', { access: 'admin', params: id, body: userRoleChangeSchema, response: userSchema }),
  'users.liveRotate': route('users.liveRotate', { access: 'admin', params: id, response: liveCredentialsSchema }),
  'me.live': route('me.live', { access: 'user', response: liveCredentialsSchema }),
  'me.liveRotate': route('me.liveRotate', { access: 'user', response: liveCredentialsSchema }),
  'me.liveHeard': route('me.liveHeard', { access: 'user', response: liveHeardSchema }),
  'admin.overview': route('admin.overview', { access: 'admin', response: adminOverviewSchema }),
  'admin.backup': route('admin.backup', { access: 'admin', response: backupStagedSchema }),
  'admin.backupDownload': route('admin.backupDownload', {
    access: 'admin',
    params: backupTokenParamSchema,
    response: 'file',
  }),
  'admin.backupEncryption': route('admin.backupEncryption', { access: 'admin', response: backupEncryptionSchema }),

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
  'tracks.bulkDelete': route('tracks.bulkDelete', {
    access: 'admin',
    body: bulkTrackDeleteSchema,
    response: z.object({ deleted: z.number().int(), deletable: z.number().int().optional() }),
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

  'sources.create': route('sources.create', {
    access: 'admin',
    body: sourceCreateSchema,
    response: streamingSourceSchema,
  }),
  'sources.update': route('sources.update', {
    access: 'admin',
    params: id,
    body: sourceUpdateSchema,
    response: streamingSourceSchema,
  }),
  'sources.delete': route('sources.delete', { access: 'admin', params: id, response: 'empty' }),

  'schedule.list': route('schedule.list', { access: 'admin', response: z.array(scheduledProgramSchema) }),
  'schedule.create': route('schedule.create', {
    access: 'admin',
    body: scheduleProgramInputSchema,
    response: scheduledProgramSchema,
  }),
  'schedule.update': route('schedule.update', {
    access: 'admin',
    params: id,
    body: scheduleProgramInputSchema,
    response: scheduledProgramSchema,
  }),
  'schedule.delete': route('schedule.delete', { access: 'admin', params: id, response: 'empty' }),

  'shows.list': route('shows.list', { access: 'admin', response: z.array(showSchema) }),
  'shows.create': route('shows.create', { access: 'admin', body: showInputSchema, response: showSchema }),
  'shows.check': route('shows.check', {
    access: 'admin',
    query: showCheckQuerySchema,
    body: showInputSchema,
    response: z.array(showConflictSchema),
  }),
  'shows.occurrencesAll': route('shows.occurrencesAll', {
    access: 'admin',
    query: occurrenceRangeQuerySchema,
    response: z.array(occurrenceSchema),
  }),
  'shows.get': route('shows.get', { access: 'admin', params: id, response: showSchema }),
  'shows.update': route('shows.update', { access: 'admin', params: id, body: showInputSchema, response: showSchema }),
  'shows.delete': route('shows.delete', { access: 'admin', params: id, response: 'empty' }),
  'shows.occurrences': route('shows.occurrences', {
    access: 'admin',
    params: id,
    query: occurrenceRangeQuerySchema,
    response: z.array(occurrenceSchema),
  }),
  'shows.editOccurrence': route('shows.editOccurrence', {
    access: 'admin',
    params: occurrenceParamsSchema,
    body: occurrenceEditSchema,
    response: showSchema,
  }),
  'shows.occurrenceFile': route('shows.occurrenceFile', {
    access: 'admin',
    params: occurrenceParamsSchema,
    body: occurrenceFileSchema,
    response: occurrenceSchema,
  }),

  'enquiries.list': route('enquiries.list', {
    access: 'admin',
    query: enquiryFilterSchema,
    response: z.array(enquiryRecordSchema),
  }),
  'enquiries.csv': route('enquiries.csv', { access: 'admin', query: enquiryFilterSchema, response: 'file' }),
  'enquiries.update': route('enquiries.update', {
    access: 'admin',
    params: id,
    body: enquiryStatusInputSchema,
    response: enquiryRecordSchema,
  }),
  'enquiries.delete': route('enquiries.delete', { access: 'admin', params: id, response: 'empty' }),

  'playlists.list': route('playlists.list', {
    access: 'admin',
    query: playlistPageQuerySchema,
    response: z.union([pageSchema(playlistSchema), z.array(playlistSchema)]),
  }),
  'playlists.get': route('playlists.get', { access: 'admin', params: id, response: playlistSchema }),
  'playlists.create': route('playlists.create', {
    access: 'admin',
    body: playlistInputSchema,
    response: playlistSchema,
  }),
  'playlists.update': route('playlists.update', {
    access: 'admin',
    params: id,
    body: playlistInputSchema,
    response: playlistSchema,
  }),
  'playlists.delete': route('playlists.delete', { access: 'admin', params: id, response: 'empty' }),

  'campaigns.list': route('campaigns.list', {
    access: 'admin',
    query: campaignPageQuerySchema,
    response: z.union([pageSchema(campaignSchema), z.array(campaignSchema)]),
  }),
  'campaigns.get': route('campaigns.get', { access: 'admin', params: id, response: campaignSchema }),
  'campaigns.create': route('campaigns.create', {
    access: 'admin',
    body: campaignInputSchema,
    response: campaignSchema,
  }),
  'campaigns.update': route('campaigns.update', {
    access: 'admin',
    params: id,
    body: campaignInputSchema,
    response: campaignSchema,
  }),
  'campaigns.delete': route('campaigns.delete', { access: 'admin', params: id, response: 'empty' }),
  'campaigns.airings': route('campaigns.airings', {
    access: 'admin',
    params: id,
    query: airingPageQuerySchema,
    response: z.union([pageSchema(airingSchema), z.array(airingSchema)]),
  }),
  'campaigns.airingsCsv': route('campaigns.airingsCsv', { access: 'admin', params: id, response: 'file' }),

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
  'recordings.audio': route('recordings.audio', { access: 'admin', params: id, response: 'file' }),
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

  'streaming.start': route('streaming.start', { access: 'admin', response: engineStatusSchema }),
  'streaming.stop': route('streaming.stop', { access: 'admin', response: engineStatusSchema }),
  'streaming.skip': route('streaming.skip', { access: 'admin', response: z.object({ ok: z.literal(true) }) }),
  'streaming.settings': route('streaming.settings', {
    access: 'admin',
    body: streamingSettingsSchema,
    response: streamingSettingsViewSchema,
  }),
  'airChain.get': route('airChain.get', { access: 'admin', response: airChainViewSchema }),
  'airChain.update': route('airChain.update', {
    access: 'admin',
    body: airOutputSettingsSchema,
    response: airChainViewSchema,
  }),
  'streaming.key': route('streaming.key', { access: 'admin', response: z.object({ streamKey: z.string() }) }),
  'directory.get': route('directory.get', { access: 'admin', response: directoryViewSchema }),
  'directory.update': route('directory.update', {
    access: 'admin',
    body: directoryListingSchema,
    response: directoryViewSchema,
  }),
  'directory.submit': route('directory.submit', { access: 'admin', response: directoryViewSchema }),
  'rds.get': route('rds.get', { access: 'admin', response: rdsViewSchema }),
  'rds.update': route('rds.update', { access: 'admin', body: rdsSettingsSchema, response: rdsViewSchema }),
  'outputs.list': route('outputs.list', { access: 'admin', response: z.array(pushOutputSchema) }),
  'outputs.create': route('outputs.create', { access: 'admin', body: pushCreateSchema, response: pushOutputSchema }),
  'outputs.update': route('outputs.update', {
    access: 'admin',
    params: id,
    body: pushUpdateSchema,
    response: pushOutputSchema,
  }),
  'outputs.delete': route('outputs.delete', { access: 'admin', params: id, response: 'empty' }),

  'queue.get': route('queue.get', { access: 'admin', response: queueSchema }),
  'queue.insert': route('queue.insert', { access: 'admin', body: queueInsertSchema, response: queueItemSchema }),
  'queue.break': route('queue.break', { access: 'admin', response: z.object({ spots: z.number().int() }) }),
  'queue.remove': route('queue.remove', { access: 'admin', params: id, response: 'empty' }),

  'cart.list': route('cart.list', { access: 'admin', response: z.array(cartButtonSchema) }),
  'cart.save': route('cart.save', {
    access: 'admin',
    params: cartSlotParamSchema,
    body: cartButtonInputSchema,
    response: cartButtonSchema,
  }),
  'cart.clear': route('cart.clear', { access: 'admin', params: cartSlotParamSchema, response: 'empty' }),
  'cart.play': route('cart.play', {
    access: 'admin',
    params: id,
    body: cartPlaySchema,
    response: z.object({ trackId: z.number().int() }),
  }),

  'health.alerts': route('health.alerts', {
    access: 'admin',
    query: alertFilterSchema,
    response: z.array(alertSchema),
  }),
  'health.settings': route('health.settings', { access: 'admin', response: healthSettingsViewSchema }),
  'health.updateSettings': route('health.updateSettings', {
    access: 'admin',
    body: healthSettingsInputSchema,
    response: healthSettingsViewSchema,
  }),
  'health.metricsToken': route('health.metricsToken', { access: 'admin', response: healthSettingsViewSchema }),
  'health.silentTracks': route('health.silentTracks', { access: 'admin', response: z.array(silentTrackSchema) }),
  'health.restoreTrack': route('health.restoreTrack', { access: 'admin', params: id, response: 'empty' }),
  'stats.listeners': route('stats.listeners', {
    access: 'admin',
    query: listenerStatsQuerySchema,
    response: listenerStatsSchema,
  }),
  'stats.listenersCsv': route('stats.listenersCsv', {
    access: 'admin',
    query: listenerStatsQuerySchema,
    response: 'file',
  }),

  'relays.list': route('relays.list', { access: 'admin', response: z.array(relaySchema) }),
  'relays.settings': route('relays.settings', { access: 'admin', response: relaySettingsSchema }),
  'relays.updateSettings': route('relays.updateSettings', {
    access: 'admin',
    body: relaySettingsSchema,
    response: relaySettingsSchema,
  }),
  'relays.create': route('relays.create', { access: 'admin', body: relayInputSchema, response: relaySchema }),
  'relays.update': route('relays.update', {
    access: 'admin',
    params: id,
    body: relayInputSchema,
    response: relaySchema,
  }),
  'relays.delete': route('relays.delete', { access: 'admin', params: id, response: 'empty' }),
  'campaigns.advertiserLink': route('campaigns.advertiserLink', {
    access: 'admin',
    params: id,
    body: advertiserLinkRequestSchema,
    response: advertiserLinkSchema,
  }),
  'reports.asRun': route('reports.asRun', { access: 'admin', query: asRunQuerySchema, response: asRunPageSchema }),
  'reports.asRunCsv': route('reports.asRunCsv', { access: 'admin', query: asRunQuerySchema, response: 'file' }),
  'reports.asRunXlsx': route('reports.asRunXlsx', { access: 'admin', query: asRunQuerySchema, response: 'file' }),
  'reports.asRunPdf': route('reports.asRunPdf', { access: 'admin', query: asRunQuerySchema, response: 'file' }),
  'reports.musicUseCsv': route('reports.musicUseCsv', {
    access: 'admin',
    query: musicUseQuerySchema,
    response: 'file',
  }),
  'reports.musicUseXlsx': route('reports.musicUseXlsx', {
    access: 'admin',
    query: musicUseQuerySchema,
    response: 'file',
  }),
  'reports.mappings': route('reports.mappings', { access: 'admin', response: z.array(mappingSchema) }),
  'reports.createMapping': route('reports.createMapping', {
    access: 'admin',
    body: mappingInputSchema,
    response: mappingSchema,
  }),
  'reports.updateMapping': route('reports.updateMapping', {
    access: 'admin',
    params: id,
    body: mappingInputSchema,
    response: mappingSchema,
  }),
  'reports.deleteMapping': route('reports.deleteMapping', { access: 'admin', params: id, response: 'empty' }),
  'reports.settings': route('reports.settings', { access: 'admin', response: licenceSchema }),
  'reports.updateSettings': route('reports.updateSettings', {
    access: 'admin',
    body: licenceSchema,
    response: licenceSchema,
  }),
  // The ZIP comes back as a download; the window's own rules (at most a week) are the route's.
  'reports.package': route('reports.package', { access: 'admin', body: reportWindowSchema, response: 'file' }),
  // The body is the package itself (application/zip), read by the route.
  'reports.verifyPackage': route('reports.verifyPackage', { access: 'admin', response: packageCheckSchema }),
} as const;
