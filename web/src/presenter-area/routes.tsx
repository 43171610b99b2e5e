import type { RouteObject } from 'react-router';
import { lazyPage } from '../app/lazy-page';

/** A presenter's own area (#22). /estudio/directo (credentials, guide, browser studio) is live-in's. */
export const estudioRoutes: RouteObject[] = [
  lazyPage('/estudio', () => import('./EstudioPage'), { text: 'Mi estudio' }),
];
