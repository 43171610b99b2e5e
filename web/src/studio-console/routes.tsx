import type { RouteObject } from 'react-router';
import { lazyPage } from '../app/lazy-page';

/** The studio console shown in the desktop window, and the desktop's first-run setup screen. */
export const studioRoutes: RouteObject[] = [
  lazyPage('/studio', () => import('./StudioPage'), { text: 'Estudio' }),
  lazyPage('/setup', () => import('./setup/SetupPage'), { text: 'Configuración inicial' }),
];
