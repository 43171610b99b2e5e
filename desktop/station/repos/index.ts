import type { Db } from '../db/database';
import { type ChangePublisher, createChangePublisher } from '../events/change-publisher';
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
import { createNewestFilesRepo } from './programming/newest-files';
import { createSongRequestsRepo } from './requests/song-requests';
import { createTeamRepo } from './users/team';
import { createTracksRepo } from './library/tracks';
import { createCategoriesRepo } from './music/categories';
import { createSeparationRepo } from './music/separation';
import { createClocksRepo } from './music/clocks';
import { createVoiceTracksRepo } from './music/voice-tracks';
import { createLogEditsRepo } from './music/log-edits';
import { createLogPlanRepo } from './music/log-plan';
import { createUsersRepo } from './users/users';
import { type Clock, systemClock } from '../core/clock';
import { createFollowersRepo } from './standby/followers';
import { createStandbyCopyRepo } from './standby/copy-merge';

const publishers = new WeakMap<Db, { publish: ChangePublisher; events: StationEvents }>();

/**
 * The one publisher of a database's changes, made with the station's events at start-up; a tool or a test that
 * names no events gets a set nobody hears. A second publisher over the same database would not see the first one's
 * transactions, so there is one per database.
 */
function publisherOf(db: Db, events?: StationEvents): ChangePublisher {
  const existing = publishers.get(db);
  if (existing && events && existing.events !== events)
    throw new Error('this database already publishes its changes elsewhere');
  if (existing) return existing.publish;
  const heard = events ?? createStationEvents();
  const publish = createChangePublisher(db, heard);
  publishers.set(db, { publish, events: heard });
  return publish;
}

/**
 * The repositories over one database, whose changes are published on `events`: each repository that writes a table
 * someone else caches says so (events/change-publisher.ts), and `transaction` is the one to open around several
 * repositories' writes.
 */
export function createRepos(db: Db, events?: StationEvents, clock: Clock = systemClock) {
  const publish = publisherOf(db, events);
  return {
    /** `db.transaction`, with the changes written inside it published once it has committed. */
    transaction: publish.transaction,
    /** How many changes of some topics were published: a key for caches over them. */
    version: publish.version,
    tracks: createTracksRepo(db, publish, clock),
    categories: createCategoriesRepo(db, publish),
    separation: createSeparationRepo(db, publish),
    clocks: createClocksRepo(db, publish),
    voiceTracks: createVoiceTracksRepo(db),
    logEdits: createLogEditsRepo(db, publish, clock),
    logPlan: createLogPlanRepo(db, publish),
    gallery: createGalleryRepo(db),
    sources: createSourcesRepo(db),
    streamOutputs: createStreamOutputsRepo(db, publish),
    settings: createSettingsRepo(db, publish),
    users: createUsersRepo(db, publish),
    sessions: createSessionsRepo(db, clock),
    audit: createAuditRepo(db, clock),
    schedule: createScheduleRepo(db, publish),
    shows: createShowsRepo(db, publish),
    syndication: createSyndicationRepo(db, publish),
    newestFiles: createNewestFilesRepo(db),
    team: createTeamRepo(db),
    enquiries: createEnquiriesRepo(db, clock),
    playHistory: createPlayHistoryRepo(db),
    playlists: createPlaylistsRepo(db, publish),
    campaigns: createCampaignsRepo(db, publish),
    cart: createCartRepo(db),
    broadcastTargets: createBroadcastTargetsRepo(db),
    recordings: createRecordingsRepo(db, clock),
    podcasts: createPodcastsRepo(db, publish, clock),
    podcastDrafts: createPodcastDraftsRepo(db, publish),
    imports: createImportsRepo(db, publish, clock),
    relays: createRelaysRepo(db, publish),
    silentTracks: createSilentTracksRepo(db, publish),
    asRun: createAsRunRepo(db),
    musicUse: createMusicUseRepo(db),
    songRequests: createSongRequestsRepo(db, publish),
    followers: createFollowersRepo(db, publish, clock),
    standbyCopy: createStandbyCopyRepo(db, publish),
  };
}
export type Repos = ReturnType<typeof createRepos>;
