import type { ApiGroup } from '../route-helpers/api-group';
import { healthAlertRoutes } from './admin/health-alerts';
import { healthStatsRoutes } from './reports/health-stats';

/** Broadcast health: alerts, their settings, audience statistics. */
export const healthGroup: ApiGroup = (ctx, api) => {
  api.use(healthAlertRoutes(ctx));
  api.use(healthStatsRoutes(ctx));
};
