import type { ApiRoute } from '../../../shared/api/routes/define';

type Table = Readonly<Record<string, ApiRoute>>;

/**
 * The two tables' loaders, in a chunk of their own: the list of schema chunks each table preloads is written where
 * the import is, and here it stays out of the home page's JavaScript (e2e/public-js-budget.spec.ts).
 */
export const loadPublicRoutes = async (): Promise<Table> =>
  (await import('../../../shared/api/routes/public-routes')).PUBLIC_ROUTES;
export const loadAdminRoutes = async (): Promise<Table> =>
  (await import('../../../shared/api/routes/admin-routes')).ADMIN_ROUTES;
/** The refused calls' body schema, loaded with the first refusal (its zod chunk is the tables' own). */
export const loadApiErrorSchema = async () => (await import('../../../shared/schemas/common/common')).apiErrorSchema;
