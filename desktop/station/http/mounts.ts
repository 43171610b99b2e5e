import type { ApiMount } from './app';
import { artistsMount } from './routes/artists';
import { enquiriesMount } from './routes/enquiries';
import { siteConfigMount } from './routes/site-config';

/** Route groups beyond the public core, mounted under /api in this order. */
export const API_MOUNTS: readonly ApiMount[] = [siteConfigMount, artistsMount, enquiriesMount];
