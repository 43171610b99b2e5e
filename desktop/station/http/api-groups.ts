import type { ApiGroup } from './route-helpers/api-group';
import { adminGroup } from './routes/admin-group';
import { artistsGroup } from './routes/public/artists';
import { enquiriesGroup } from './routes/public/enquiries';
import { podcastsGroup } from './routes/archive/podcasts';
import { siteConfigGroup } from './routes/public/site-config';
import { broadcastGroup } from './routes/broadcast-group';
import { studioGroup } from './routes/studio-group';
import { healthGroup } from './routes/health-group';
import { relaysGroup } from './routes/broadcast/relays';
import { publicShowsGroup } from './routes/public/public-shows';
import { estudioGroup } from './routes/estudio/estudio';
import { estudioFilesGroup } from './routes/estudio/estudio-files';
import { voiceTracksGroup } from './routes/estudio/voice-tracks';
import { liveConnectionsGroup } from './routes/estudio/live-connections';
import { difusionGroup } from './routes/difusion/difusion';
import { requestsGroup } from './routes/requests/requests';
import { coreGroup } from './routes/core-group';
import { musicGroup } from './routes/music/music-group';
import { openApiGroup } from './routes/public/openapi';
import { standbyGroup } from '../standby/standby';

/** Route groups beyond the public core, mounted under /api in this order. */
export const API_GROUPS: readonly ApiGroup[] = [
  adminGroup,
  siteConfigGroup,
  artistsGroup,
  enquiriesGroup,
  podcastsGroup,
  broadcastGroup,
  studioGroup,
  healthGroup,
  relaysGroup,
  publicShowsGroup,
  estudioGroup,
  estudioFilesGroup,
  voiceTracksGroup,
  liveConnectionsGroup,
  difusionGroup,
  requestsGroup,
  musicGroup,
  standbyGroup,
  coreGroup,
  openApiGroup,
];
