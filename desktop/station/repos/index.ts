import type { Db } from '../db/database';
import { publishCommittedWrites } from '../events/db-writes';
import { createStationEvents, type StationEvents } from '../events/station-events';
import { createAsRunRepo } from './as-run';
import { createMusicUseRepo } from './music-use';
import { createAuditRepo } from './audit';
import { createCampaignsRepo } from './campaigns';
import { createBroadcastTargetsRepo } from './broadcast-targets';
import { createCartRepo } from './cart';
import { createGalleryRepo } from './gallery';
import { createImportsRepo } from './imports';
import { createPlaylistsRepo } from './playlists';
import { createPodcastDraftsRepo } from './podcast-drafts';
import { createPodcastsRepo } from './podcasts';
import { createRecordingsRepo } from './recordings';
import { createRelaysRepo } from './relays';
import { createSessionsRepo } from './sessions';
import { createSilentTracksRepo } from './silent-tracks';
import { createSettingsRepo } from './settings';
import { createSourcesRepo } from './sources';
import { createStreamOutputsRepo } from './stream-outputs';
import { createEnquiriesRepo } from './enquiries';
import { createPlayHistoryRepo } from './play-history';
import { createScheduleRepo } from './schedule';
import { createShowsRepo } from './shows';
import { createSongRequestsRepo } from './song-requests';
import { createTeamRepo } from './team';
import { createTracksRepo } from './tracks';
import { createUsersRepo } from './users';

const published = new WeakMap<Db, StationEvents>();

/**
 * The repositories over one database, whose committed writes are published on `events` (events/db-writes.ts).
 * Without events the writes go to a private set nobody hears (tools, tests of one repo).
 */
export function createRepos(db: Db, events: StationEvents = published.get(db) ?? createStationEvents()) {
  const existing = published.get(db);
  if (existing && existing !== events) throw new Error('this database already publishes its writes elsewhere');
  if (!existing) {
    publishCommittedWrites(db, events);
    published.set(db, events);
  }
  return {
    tracks: createTracksRepo(db, events),
    gallery: createGalleryRepo(db),
    sources: createSourcesRepo(db),
    streamOutputs: createStreamOutputsRepo(db),
    settings: createSettingsRepo(db),
    users: createUsersRepo(db),
    sessions: createSessionsRepo(db),
    audit: createAuditRepo(db),
    schedule: createScheduleRepo(db),
    shows: createShowsRepo(db),
    team: createTeamRepo(db),
    enquiries: createEnquiriesRepo(db),
    playHistory: createPlayHistoryRepo(db),
    playlists: createPlaylistsRepo(db),
    campaigns: createCampaignsRepo(db),
    cart: createCartRepo(db),
    broadcastTargets: createBroadcastTargetsRepo(db),
    recordings: createRecordingsRepo(db),
    podcasts: createPodcastsRepo(db),
    podcastDrafts: createPodcastDraftsRepo(db),
    imports: createImportsRepo(db),
    relays: createRelaysRepo(db),
    silentTracks: createSilentTracksRepo(db),
    asRun: createAsRunRepo(db),
    musicUse: createMusicUseRepo(db),
    songRequests: createSongRequestsRepo(db),
  };
}
export type Repos = ReturnType<typeof createRepos>;
