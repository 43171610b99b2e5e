import type { ApiMount } from '../app';
import { adminRestoreRoutes } from './admin-restore';
import { adminTimeZoneRoutes } from './admin-timezone';

/** What Configuración changes that the core applies by restarting: the time zone, and a backup restored. */
export const coreMount: ApiMount = (ctx, api) => {
  api.use(adminTimeZoneRoutes(ctx));
  api.use(adminRestoreRoutes(ctx));
};
