import type { ApiMount } from './app';
import { adminMount } from './routes/admin-mount';
import { artistsMount } from './routes/artists';
import { enquiriesMount } from './routes/enquiries';
import { podcastsMount } from './routes/podcasts';
import { siteConfigMount } from './routes/site-config';
import { broadcastMount } from './routes/broadcast-mount';
import { studioMount } from './routes/studio-mount';
import { healthMount } from './routes/health-mount';
import { relaysMount } from './routes/relays';
import { publicShowsMount } from './routes/public-shows';
import { estudioMount } from './routes/estudio';
import { estudioFilesMount } from './routes/estudio-files';
import { liveConnectionsMount } from './routes/live-connections';
import { difusionMount } from './routes/difusion';
import { requestsMount } from './routes/requests';
import { coreMount } from './routes/core-mount';

/** Route groups beyond the public core, mounted under /api in this order. */
export const API_MOUNTS: readonly ApiMount[] = [
  adminMount,
  siteConfigMount,
  artistsMount,
  enquiriesMount,
  podcastsMount,
  broadcastMount,
  studioMount,
  healthMount,
  relaysMount,
  publicShowsMount,
  estudioMount,
  estudioFilesMount,
  liveConnectionsMount,
  difusionMount,
  requestsMount,
  coreMount,
];
