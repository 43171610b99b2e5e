import type { RouteObject } from 'react-router';
import { adminRoutes } from '../admin/routes';
import { estudioRoutes } from '../presenter-area/routes';
import { publicRoutes } from '../public/routes';
import { studioRoutes } from '../studio-console/routes';

/** Every route of the web app: rendered by AppRoutes in the browser and in the build's prerender of the home page. */
export const appRoutes: RouteObject[] = [
  ...adminRoutes,
  ...studioRoutes,
  ...estudioRoutes,
  { path: '/', children: publicRoutes },
];
