import type { RouteObject } from 'react-router';
import { lazyPage } from '../app/lazy-page';

/** A presenter's own area. Its live page, /estudio/directo (credentials, guide, browser studio), is in admin/routes.tsx. */
export const estudioRoutes: RouteObject[] = [
  lazyPage('/estudio', () => import('./EstudioPage'), { text: 'Mi estudio' }),
  lazyPage('/estudio/enlaces', () => import('./voice/VoiceTrackingPage'), { text: 'Enlaces grabados' }),
];
