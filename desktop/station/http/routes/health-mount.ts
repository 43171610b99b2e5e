import type { ApiMount } from '../app';
import { healthAlertRoutes } from './health-alerts';

/** Broadcast health: alerts, their settings, audience statistics. */
export const healthMount: ApiMount = (ctx, api) => {
  api.use(healthAlertRoutes(ctx));
};
