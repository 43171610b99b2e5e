import type { Db } from '../db/database';
import { createAsRunRepo } from './as-run';
import { createMusicUseRepo } from './music-use';
import { createAuditRepo } from './audit';
import { createCampaignsRepo } from './campaigns';
import { createCartRepo } from './cart';
import { createGalleryRepo } from './gallery';
import { createImportsRepo } from './imports';
import { createPlaylistsRepo } from './playlists';
import { createPodcastsRepo } from './podcasts';
import { createRecordingsRepo } from './recordings';
import { createRelaysRepo } from './relays';
import { createSessionsRepo } from './sessions';
import { createSettingsRepo } from './settings';
import { createSourcesRepo } from './sources';
import { createStreamOutputsRepo } from './stream-outputs';
import { createEnquiriesRepo } from './enquiries';
import { createPlayHistoryRepo } from './play-history';
import { createScheduleRepo } from './schedule';
import { createTeamRepo } from './team';
import { createTracksRepo } from './tracks';
import { createUsersRepo } from './users';

export function createRepos(db: Db) {
  return {
    tracks: createTracksRepo(db),
    gallery: createGalleryRepo(db),
    sources: createSourcesRepo(db),
    streamOutputs: createStreamOutputsRepo(db),
    settings: createSettingsRepo(db),
    users: createUsersRepo(db),
    sessions: createSessionsRepo(db),
    audit: createAuditRepo(db),
    schedule: createScheduleRepo(db),
    team: createTeamRepo(db),
    enquiries: createEnquiriesRepo(db),
    playHistory: createPlayHistoryRepo(db),
    playlists: createPlaylistsRepo(db),
    campaigns: createCampaignsRepo(db),
    cart: createCartRepo(db),
    recordings: createRecordingsRepo(db),
    podcasts: createPodcastsRepo(db),
    imports: createImportsRepo(db),
    relays: createRelaysRepo(db),
    asRun: createAsRunRepo(db),
    musicUse: createMusicUseRepo(db),
  };
}
export type Repos = ReturnType<typeof createRepos>;
