import type { ApiGroup } from '../route-helpers/api-group';
import { studioCartRoutes } from './broadcast/studio-cart';

/** The studio desk's API (admin): cart wall. Levels travel on /api/now-playing/events?levels=1. */
export const studioGroup: ApiGroup = (ctx, api) => {
  api.use(studioCartRoutes(ctx));
};
