import type { RouteObject } from 'react-router';
import { adminRoutes } from '../admin/routes';
import { publicRoutes } from '../public/routes';
import { studioRoutes } from '../studio/routes';
import { TitledRoot } from './DocumentTitle';

/** Rendered while the first page's lazy chunk loads (nothing, as before); declaring it silences React Router's warning. */
const HydrateFallback = () => null;

/** Every route of the web app: used by the browser router and by the build's prerender of the home page. */
export const appRoutes: RouteObject[] = [
  {
    Component: TitledRoot,
    HydrateFallback,
    children: [...adminRoutes, ...studioRoutes, { path: '/', children: publicRoutes }],
  },
];
