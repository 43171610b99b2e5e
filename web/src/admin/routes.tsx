import { createElement, lazy } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../app/lazy-page';

/** Admin routes of shared/web-app/pages.ts ADMIN_PAGES. The server enforces access; the UI only chooses what to show. */
export const adminRoutes: RouteObject[] = [
  lazyPage('/admin', () => import('./pages/LoginPage'), { text: 'Acceso' }),
  lazyPage('/intranet', () => import('./pages/LoginPage'), { text: 'Acceso' }),
  // A presenter's page, outside the admin layout (its guard is for admins); the server checks the session.
  lazyPage('/estudio/directo', () => import('../presenter-area/live/LiveStudioPage'), { text: 'Directo' }),
  {
    // Pathless layout route: the guard and sidebar wrap every screen after login.
    element: createElement(lazy(() => import('./layout/AdminLayout'))),
    children: [
      lazyPage('/admin/dashboard', () => import('./pages/DashboardPage'), { text: 'Panel' }),
      lazyPage('/admin/upload/music', () => import('./pages/MusicManagementPage'), { text: 'Gestión de Música' }),
      lazyPage('/admin/upload/gallery', () => import('./pages/GalleryManagementPage'), { text: 'Galería' }),
      lazyPage('/admin/upload/streaming', () => import('./pages/SourceAddPage'), { text: 'Fuentes de streaming' }),
      lazyPage('/admin/streaming', () => import('./pages/StreamingControlPage'), { text: 'Emisión' }),
      lazyPage('/admin/reproductor', () => import('./pages/EmbedPlayerPage'), { text: 'Reproductor para tu web' }),
      lazyPage('/admin/outputs', () => import('./pages/OutputsPage'), { text: 'Salidas' }),
      lazyPage('/admin/relays', () => import('./pages/RelaysPage'), { text: 'Repetidores' }),
      lazyPage('/admin/difusion', () => import('./pages/DifusionPage'), { text: 'Difusión' }),
      lazyPage('/admin/advertising', () => import('./pages/AdvertisingPage'), { text: 'Publicidad' }),
      lazyPage('/admin/audience', () => import('./pages/AudiencePage'), { text: 'Audiencia' }),
      lazyPage('/admin/alerts', () => import('./pages/AlertsPage'), { text: 'Avisos' }),
      lazyPage('/admin/recordings', () => import('./pages/RecordingsPage'), { text: 'Grabaciones' }),
      lazyPage('/admin/podcasts', () => import('./pages/PodcastsAdminPage'), { text: 'Podcasts' }),
      lazyPage('/admin/reports', () => import('./pages/ReportsPage'), { text: 'Registro de emisión' }),
      lazyPage('/admin/registro-musical', () => import('./pages/MusicLogPage'), { text: 'Registro musical' }),
    ],
  },
];
