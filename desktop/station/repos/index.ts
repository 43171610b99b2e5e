import type { Db } from '../db/database';
import { publishCommittedWrites } from '../events/db-writes';
import { createStationEvents, type StationEvents } from '../events/station-events';
import { createAsRunRepo } from './reports/as-run';
import { createMusicUseRepo } from './reports/music-use';
import { createAuditRepo } from './admin/audit';
import { createCampaignsRepo } from './programming/campaigns';
import { createBroadcastTargetsRepo } from './difusion/broadcast-targets';
import { createCartRepo } from './broadcast/cart';
import { createGalleryRepo } from './library/gallery';
import { createImportsRepo } from './library/imports';
import { createPlaylistsRepo } from './programming/playlists';
import { createPodcastDraftsRepo } from './archive/podcast-drafts';
import { createPodcastsRepo } from './archive/podcasts';
import { createRecordingsRepo } from './archive/recordings';
import { createRelaysRepo } from './broadcast/relays';
import { createSessionsRepo } from './users/sessions';
import { createSilentTracksRepo } from './library/silent-tracks';
import { createSettingsRepo } from './admin/settings';
import { createSourcesRepo } from './broadcast/sources';
import { createStreamOutputsRepo } from './broadcast/stream-outputs';
import { createEnquiriesRepo } from './admin/enquiries';
import { createPlayHistoryRepo } from './reports/play-history';
import { createScheduleRepo } from './programming/schedule';
import { createShowsRepo } from './programming/shows';
import { createSyndicationRepo } from './programming/syndication';
import { createSongRequestsRepo } from './requests/song-requests';
import { createTeamRepo } from './users/team';
import { createTracksRepo } from './library/tracks';
import { createUsersRepo } from './users/users';

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
    syndication: createSyndicationRepo(db),
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
