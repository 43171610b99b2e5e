import type { ApiGroup } from '../route-helpers/api-group';
import { adminRestoreRoutes } from './core/admin-restore';
import { adminTimeZoneRoutes } from './core/admin-timezone';

/** What Configuración changes that the core applies by restarting: the time zone, and a backup restored. */
export const coreGroup: ApiGroup = (ctx, api) => {
  api.use(adminTimeZoneRoutes(ctx));
  api.use(adminRestoreRoutes(ctx));
};
