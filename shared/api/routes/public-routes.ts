import { z } from 'zod';
import {
  artistSearchQuerySchema,
  libraryArtistDetailSchema,
  libraryArtistSummarySchema,
} from '../../schemas/public/artists';
import { advertiserTokenParamSchema, advertiserViewSchema } from '../../schemas/programming/advertiser-link';
import { loginSchema, userSchema } from '../../schemas/users/auth';
import { idParamSchema } from '../../schemas/common/common';
import { galleryImageSchema } from '../../schemas/library/gallery';
import { healthStatusSchema } from '../../schemas/admin/health';
import { historyPageSchema, historyQuerySchema } from '../../schemas/public/history';
import { artistPageQuerySchema, episodePageQuerySchema } from '../../schemas/common/list-pages';
import { pageSchema } from '../../schemas/common/paging';
import { episodeSchema, podcastSchema } from '../../schemas/archive/podcasts';
import { listenRouteSchema } from '../../schemas/broadcast/relays';
import {
  publicShowDetailSchema,
  publicShowSchema,
  scheduleWeekQuerySchema,
  scheduleWeekSchema,
} from '../../schemas/public/public-shows';
import { siteConfigSchema } from '../../schemas/public/site-config';
import { streamingSourceSchema } from '../../schemas/broadcast/sources';
import { enquirySchema, scheduleDaySchema, teamMemberSchema } from '../../schemas/programming/station';
import {
  adminStreamingStatusSchema,
  nowPlayingSchema,
  programmeSchema,
  publicStreamingStatusSchema,
  radioGardenSchema,
} from '../../schemas/broadcast/streaming';
import {
  recentTracksSchema,
  trackIdsQuerySchema,
  trackKindQuerySchema,
  trackPageQuerySchema,
  trackPageSchema,
  trackSchema,
} from '../../schemas/library/tracks';
import { route } from './define';
import { REQUESTS_PUBLIC_ROUTES } from './requests-routes';

const nameParamSchema = z.object({ name: z.string() });
const slugParamSchema = z.object({ slug: z.string() });

/**
 * The routes the public site reads (and the session's own): its own table so the home page loads these schemas
 * and not the admin's. A list that takes page keys answers a page, otherwise the spec's whole array.
 */
export const PUBLIC_ROUTES = {
  ...REQUESTS_PUBLIC_ROUTES,
  'auth.login': route('auth.login', { access: 'public', body: loginSchema, response: userSchema }),
  'auth.logout': route('auth.logout', { access: 'public', response: 'empty' }),
  'auth.me': route('auth.me', { access: 'user', response: userSchema }),

  'tracks.list': route('tracks.list', {
    access: 'public',
    query: trackPageQuerySchema.extend({ ids: trackIdsQuerySchema.shape.ids.optional() }),
    response: z.union([trackPageSchema, z.array(trackSchema)]),
  }),
  'tracks.recent': route('tracks.recent', { access: 'public', response: recentTracksSchema }),
  'history.list': route('history.list', { access: 'public', query: historyQuerySchema, response: historyPageSchema }),
  'tracks.get': route('tracks.get', {
    access: 'public',
    params: idParamSchema,
    query: trackKindQuerySchema,
    response: trackSchema,
  }),
  'artists.list': route('artists.list', {
    access: 'public',
    // The page's rules are the looser: the route applies the search's own when no page key is given.
    query: artistSearchQuerySchema.extend(artistPageQuerySchema.shape),
    response: z.union([pageSchema(libraryArtistSummarySchema), z.array(libraryArtistSummarySchema)]),
  }),
  'artists.get': route('artists.get', {
    access: 'public',
    params: nameParamSchema,
    response: libraryArtistDetailSchema,
  }),
  'gallery.images': route('gallery.images', { access: 'public', response: z.array(galleryImageSchema) }),
  'station.schedule': route('station.schedule', { access: 'public', response: z.array(scheduleDaySchema) }),
  'station.week': route('station.week', {
    access: 'public',
    query: scheduleWeekQuerySchema,
    response: scheduleWeekSchema,
  }),
  'shows.public': route('shows.public', { access: 'public', response: z.array(publicShowSchema) }),
  'shows.publicGet': route('shows.publicGet', {
    access: 'public',
    params: slugParamSchema,
    response: publicShowDetailSchema,
  }),
  'station.team': route('station.team', { access: 'public', response: z.array(teamMemberSchema) }),
  'station.programme': route('station.programme', { access: 'public', response: programmeSchema }),
  'station.health': route('station.health', { access: 'public', response: healthStatusSchema }),
  'station.siteConfig': route('station.siteConfig', { access: 'public', response: siteConfigSchema }),
  'enquiries.create': route('enquiries.create', {
    access: 'public',
    body: enquirySchema,
    response: z.object({ id: z.number().int() }),
  }),

  'podcasts.list': route('podcasts.list', { access: 'public', response: z.array(podcastSchema) }),
  'podcasts.get': route('podcasts.get', { access: 'public', params: idParamSchema, response: podcastSchema }),
  'podcasts.episodes': route('podcasts.episodes', {
    access: 'public',
    params: idParamSchema,
    query: episodePageQuerySchema,
    response: pageSchema(episodeSchema),
  }),
  'podcasts.feed': route('podcasts.feed', { access: 'public', params: slugParamSchema, response: 'file' }),

  // An admin's session gets the desk's fuller status from the same path.
  'streaming.status': route('streaming.status', {
    access: 'public',
    response: z.union([adminStreamingStatusSchema, publicStreamingStatusSchema]),
  }),
  'streaming.sources': route('streaming.sources', { access: 'public', response: z.array(streamingSourceSchema) }),
  'streaming.listen': route('streaming.listen', { access: 'public', response: listenRouteSchema }),
  'streaming.radioGarden': route('streaming.radioGarden', { access: 'public', response: radioGardenSchema }),
  'streaming.playlistPls': route('streaming.playlistPls', { access: 'public', response: 'file' }),
  'streaming.playlistM3u': route('streaming.playlistM3u', { access: 'public', response: 'file' }),
  'streaming.player': route('streaming.player', { access: 'public', response: 'file' }),
  'nowPlaying.get': route('nowPlaying.get', { access: 'public', response: nowPlayingSchema }),
  'nowPlaying.events': route('nowPlaying.events', { access: 'public', response: 'file' }),
  'advertiser.view': route('advertiser.view', {
    access: 'public',
    params: advertiserTokenParamSchema,
    response: advertiserViewSchema,
  }),
  'advertiser.airingsCsv': route('advertiser.airingsCsv', {
    access: 'public',
    params: advertiserTokenParamSchema,
    response: 'file',
  }),
  'reports.publicKey': route('reports.publicKey', { access: 'public', response: 'file' }),
} as const;
