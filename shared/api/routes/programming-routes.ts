import { z } from 'zod';
import { scheduledProgramSchema } from '../../schemas/admin/admin';
import { airingSchema, campaignInputSchema, campaignSchema } from '../../schemas/programming/campaigns';
import { advertiserLinkRequestSchema, advertiserLinkSchema } from '../../schemas/programming/advertiser-link';
import { idParamSchema } from '../../schemas/common/common';
import {
  airingPageQuerySchema,
  campaignPageQuerySchema,
  playlistPageQuerySchema,
} from '../../schemas/common/list-pages';
import { pageSchema } from '../../schemas/common/paging';
import { playlistInputSchema, playlistSchema } from '../../schemas/programming/playlists';
import {
  occurrenceEditSchema,
  occurrenceFileSchema,
  occurrenceParamsSchema,
  occurrenceRangeQuerySchema,
  occurrenceSchema,
  showCheckQuerySchema,
  showConflictSchema,
} from '../../schemas/programming/show-occurrences';
import { showInputSchema, showSchema } from '../../schemas/programming/shows';
import {
  feedPreviewInputSchema,
  feedPreviewSchema,
  opmlImportResultSchema,
  opmlImportSchema,
} from '../../schemas/programming/syndication';
import { scheduleProgramInputSchema } from '../../schemas/programming/station';
import { route } from './define';

const id = idParamSchema;

/** What airs when (the schedule, shows, playlists, campaigns and the advertiser's link): the admins'. */
export const PROGRAMMING_ROUTES = {
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
  'shows.opmlExport': route('shows.opmlExport', { access: 'admin', response: 'file' }),
  'shows.opmlImport': route('shows.opmlImport', {
    access: 'admin',
    body: opmlImportSchema,
    response: opmlImportResultSchema,
  }),
  'shows.feedPreview': route('shows.feedPreview', {
    access: 'admin',
    body: feedPreviewInputSchema,
    response: feedPreviewSchema,
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
  'campaigns.advertiserLink': route('campaigns.advertiserLink', {
    access: 'admin',
    params: id,
    body: advertiserLinkRequestSchema,
    response: advertiserLinkSchema,
  }),
} as const;
