import { ADMIN_API_PATHS } from './admin-paths';
import { PUBLIC_API_PATHS } from './public-paths';

/**
 * Every route under /api by name: its method and path, nothing that needs zod, so a page builds its URLs and
 * query keys without loading a schema. The tables (public-routes.ts, admin-routes.ts) add each route's schemas;
 * each area's names are in their own file, so the public site carries only its own.
 */
export const API_PATHS = { ...PUBLIC_API_PATHS, ...ADMIN_API_PATHS } as const;

export type ApiName = keyof typeof API_PATHS;
