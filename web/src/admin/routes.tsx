import type { RouteObject } from 'react-router';
import { lazyPage } from '../app/lazy-page';

/** Admin routes of shared/routes.ts ADMIN_ROUTES. The server enforces access; the UI only chooses what to show. */
export const adminRoutes: RouteObject[] = [
  lazyPage('/admin', () => import('./pages/LoginPage')),
  lazyPage('/intranet', () => import('./pages/LoginPage')),
  {
    // Pathless layout route: the guard and sidebar wrap every screen after login.
    lazy: async () => ({ Component: (await import('./layout/AdminLayout')).default }),
    children: [
      lazyPage('/admin/dashboard', () => import('./pages/DashboardPage')),
      lazyPage('/admin/upload/music', () => import('./pages/MusicManagementPage')),
      lazyPage('/admin/upload/gallery', () => import('./pages/GalleryManagementPage')),
      lazyPage('/admin/upload/streaming', () => import('./pages/SourceAddPage')),
      lazyPage('/admin/streaming', () => import('./pages/StreamingControlPage')),
      lazyPage('/admin/advertising', () => import('./pages/AdvertisingPage')),
    ],
  },
];
