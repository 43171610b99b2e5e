import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isAppPage } from '../../../shared/web-app/pages';
import { appRoutes } from './routes';

/** Every concrete path the browser app renders, its parameters filled with a value the route accepts. */
function clientPaths(routes: readonly RouteObject[], base = ''): string[] {
  return routes.flatMap((route) => {
    const here = route.path === undefined ? base : `${base.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
    const own = route.path === undefined || route.path === '*' ? [] : [here.replace(/:\w+/g, 'ejemplo-1')];
    return [...own, ...clientPaths(route.children ?? [], here || base)];
  });
}

describe('the route table the server answers from', () => {
  it('holds every page the web app renders: the server answers each with 200, never 404', () => {
    const paths = clientPaths(appRoutes);
    expect(paths).toContain('/estudio');
    expect(paths.filter((path) => !isAppPage(path))).toEqual([]);
  });

  it('still calls a path no page renders unknown (the app shows its 404 screen)', () => {
    for (const path of ['/esto-no-existe', '/estudio/otra', '/admin/nope']) expect(isAppPage(path), path).toBe(false);
  });
});
