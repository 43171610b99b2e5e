import type { ApiMount } from '../app';
import { studioCartRoutes } from './studio-cart';

/** The studio desk's API (admin): cart wall. Levels travel on /api/now-playing/events?levels=1. */
export const studioMount: ApiMount = (ctx, api) => {
  api.use('/studio', studioCartRoutes(ctx));
};
