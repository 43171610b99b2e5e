import { z } from 'zod';
import { adminOverviewSchema, userListSchema } from '../../../shared/schemas/admin';
import { libraryArtistDetailSchema, libraryArtistSummarySchema } from '../../../shared/schemas/artists';
import { userSchema } from '../../../shared/schemas/auth';
import { galleryImageSchema } from '../../../shared/schemas/gallery';
import {
  alertSchema,
  healthSettingsViewSchema,
  listenerStatsSchema,
  silentTrackSchema,
} from '../../../shared/schemas/health';
import { pushOutputSchema } from '../../../shared/schemas/outputs';
import { podcastSchema } from '../../../shared/schemas/podcasts';
import { queueSchema } from '../../../shared/schemas/programming';
import { listenRouteSchema, relaySchema, relaySettingsSchema } from '../../../shared/schemas/relays';
import {
  loggerSettingsSchema,
  recordingPageSchema,
  recordingSchema,
  recordingStorageSchema,
} from '../../../shared/schemas/recordings';
import { siteConfigSchema } from '../../../shared/schemas/site-config';
import { streamingSourceSchema } from '../../../shared/schemas/sources';
import { scheduleDaySchema, teamMemberSchema } from '../../../shared/schemas/station';
import {
  adminStreamingStatusSchema,
  nowPlayingSchema,
  programmeSchema,
  publicStreamingStatusSchema,
} from '../../../shared/schemas/streaming';
import { recentTracksSchema, trackPageSchema, trackSchema } from '../../../shared/schemas/tracks';

/**
 * What the station's GET endpoints answer, by path: the same shared schemas the server builds its answers from,
 * so a change on one side that the other does not follow is caught in the browser too. Paths not listed are
 * not checked (the provider's API, files, and endpoints still to be described here).
 */
const GET_RESPONSES: ReadonlyArray<readonly [RegExp, z.ZodType]> = [
  // `?limit=` (a paging key) asks for a page; the spec's plain call gets the whole array.
  [/^\/api\/tracks$/, z.union([trackPageSchema, z.array(trackSchema)])],
  [/^\/api\/tracks\/recent$/, recentTracksSchema],
  [/^\/api\/tracks\/\d+$/, trackSchema],
  [/^\/api\/artists$/, z.array(libraryArtistSummarySchema).or(z.object({ items: z.array(z.unknown()) }))],
  [/^\/api\/artists\/[^/]+$/, libraryArtistDetailSchema],
  [/^\/api\/site-config$/, siteConfigSchema],
  [/^\/api\/programme\/current$/, programmeSchema],
  [/^\/api\/now-playing$/, nowPlayingSchema],
  [/^\/api\/streaming\/status$/, z.union([adminStreamingStatusSchema, publicStreamingStatusSchema])],
  [/^\/api\/streaming\/sources$/, z.array(streamingSourceSchema)],
  [/^\/api\/streaming\/listen$/, listenRouteSchema],
  [/^\/api\/gallery\/images$/, z.array(galleryImageSchema)],
  [/^\/api\/schedule$/, z.array(scheduleDaySchema)],
  [/^\/api\/team$/, z.array(teamMemberSchema)],
  [/^\/api\/auth\/me$/, userSchema.nullable()],
  [/^\/api\/podcasts$/, z.array(podcastSchema)],
  // Admin answers: the desk, recordings, outputs, health and audience pages read these.
  [/^\/api\/auth\/users$/, userListSchema],
  [/^\/api\/admin\/overview$/, adminOverviewSchema],
  [/^\/api\/queue$/, queueSchema],
  [/^\/api\/recordings$/, z.union([recordingPageSchema, z.array(recordingSchema)])],
  [/^\/api\/recordings\/settings$/, loggerSettingsSchema],
  [/^\/api\/recordings\/storage$/, recordingStorageSchema],
  [/^\/api\/streaming\/outputs$/, z.array(pushOutputSchema)],
  [/^\/api\/relays$/, z.array(relaySchema)],
  [/^\/api\/relays\/settings$/, relaySettingsSchema],
  [/^\/api\/alerts$/, z.array(alertSchema)],
  [/^\/api\/admin\/health\/settings$/, healthSettingsViewSchema],
  [/^\/api\/admin\/health\/silent-tracks$/, z.array(silentTrackSchema)],
  [/^\/api\/stats\/listeners$/, listenerStatsSchema],
];

/** The schema a GET of `url` must match, if the contract lists it. */
export function responseSchemaFor(url: string): z.ZodType | undefined {
  const { pathname } = new URL(url, 'http://station.invalid');
  return GET_RESPONSES.find(([path]) => path.test(pathname))?.[1];
}

export class ContractMismatch extends Error {
  constructor(
    readonly url: string,
    readonly issues: string,
  ) {
    super(`API contract: GET ${url} does not match its shared schema:\n${issues}`);
    this.name = 'ContractMismatch';
  }
}

/**
 * Checks a GET answer against its schema. With `failLoudly` (development builds) a mismatch throws, so the query
 * errors and the developer sees it at once; otherwise it is logged. The data is returned as sent: the check never
 * strips fields a page may still read.
 */
export function checkResponse<T>(url: string, data: unknown, failLoudly: boolean): T {
  const schema = responseSchemaFor(url);
  if (!schema) return data as T;
  const result = schema.safeParse(data);
  if (!result.success) {
    const mismatch = new ContractMismatch(url, z.prettifyError(result.error));
    if (failLoudly) throw mismatch;
    console.error(mismatch.message);
  }
  return data as T;
}
