import type { ApiMount } from '../app';
import { healthAlertRoutes } from './health-alerts';
import { healthStatsRoutes } from './health-stats';

/** Broadcast health: alerts, their settings, audience statistics. */
export const healthMount: ApiMount = (ctx, api) => {
  api.use(healthAlertRoutes(ctx));
  api.use(healthStatsRoutes(ctx));
};
