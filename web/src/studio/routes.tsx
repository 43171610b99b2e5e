import type { RouteObject } from 'react-router';
import { lazyPage } from '../app/lazy-page';

/** The studio console shown in the desktop window. */
export const studioRoutes: RouteObject[] = [lazyPage('/studio', () => import('./StudioPage'), { text: 'Estudio' })];
