import type { ApiGroup } from '../../route-helpers/api-group';
import { adminCategoryRoutes } from './admin-categories';
import { adminSeparationRoutes } from './admin-separation';
import { adminClockRoutes } from './admin-clocks';
import { adminLogRoutes } from './admin-log';
import { adminLogReportRoutes } from './admin-log-report';

/** Music scheduling: categories, separation rules, hour clocks and the week's grid, all the admin's. */
export const musicGroup: ApiGroup = (ctx, api) => {
  api.use(adminCategoryRoutes(ctx));
  api.use(adminSeparationRoutes(ctx));
  api.use(adminClockRoutes(ctx));
  api.use(adminLogReportRoutes(ctx));
  api.use(adminLogRoutes(ctx));
};
