import { ADMIN_ROUTES } from './routes/admin-routes';
import type { ApiRoute } from './routes/define';
import type { ApiName } from './paths/paths';
import { PUBLIC_ROUTES } from './routes/public-routes';

/**
 * Every route under /api: the contract both ends type-check and parse against. Kept as two tables so the public
 * site never loads the admin's schemas; the station reads this union.
 */
export const API_ROUTES = { ...PUBLIC_ROUTES, ...ADMIN_ROUTES } as const satisfies Record<ApiName, ApiRoute>;

export type ApiRoutes = typeof API_ROUTES;
export type { ApiName } from './paths/paths';

/** The route a method and a path (below /api) reach, with its decoded path parameters. */
export interface MatchedRoute {
  name: ApiName;
  route: ApiRoute;
  params: Record<string, string>;
}

const compile = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '(?<$1>[^/]+)')}/?$`);

// A literal segment wins over a parameter (GET /tracks/recent is not GET /tracks/:id), as Express's order has it.
const MATCHERS = Object.entries(API_ROUTES as Record<ApiName, ApiRoute>)
  .map(([name, route]) => ({ name: name as ApiName, route, pattern: compile(route.path) }))
  .sort((a, b) => (a.route.path.match(/:/g)?.length ?? 0) - (b.route.path.match(/:/g)?.length ?? 0));

export function matchRoute(method: string, path: string): MatchedRoute | undefined {
  for (const { name, route, pattern } of MATCHERS) {
    if (route.method !== method) continue;
    const found = pattern.exec(path);
    if (!found) continue;
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries(found.groups ?? {})) {
      try {
        params[key] = decodeURIComponent(value);
      } catch {
        params[key] = value;
      }
    }
    return { name, route, params };
  }
  return undefined;
}
