import type { ApiGroup } from '../../route-helpers/api-group';
import { podcastEpisodeAdminRoutes } from './podcast-episodes-admin';
import { podcastAdminRoutes } from './podcasts-admin';
import { podcastPublicRoutes } from './podcasts-public';

/** Podcasts: public list and feeds; admin create, edit, delete, cover and episodes. */
export const podcastsGroup: ApiGroup = (ctx, api) => {
  api.use(podcastPublicRoutes(ctx));
  api.use(podcastAdminRoutes(ctx));
  api.use(podcastEpisodeAdminRoutes(ctx));
};
