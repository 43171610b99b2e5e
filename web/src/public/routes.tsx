import type { RouteObject } from 'react-router';
import { lazyPage } from '../app/lazy-page';
import HomePage from './pages/HomePage';
import PublicLayout from './PublicLayout';

/**
 * Public routes of shared/routes.ts PUBLIC_ROUTES, inside the public layout (chrome + persistent player).
 * The layout and the home page are bundled with the entry: most visits start there, and loading them lazily
 * would add a network round trip before the first paint. Every other page is its own chunk.
 */
export const publicRoutes: RouteObject[] = [
  {
    Component: PublicLayout,
    children: [
      { index: true, Component: HomePage },
      lazyPage('music', () => import('./pages/MusicPage')),
      lazyPage('fm-station', () => import('./pages/FmStationPage')),
      lazyPage('fm', () => import('./pages/FmStationPage')),
      lazyPage('streaming', () => import('./pages/StreamingPage')),
      lazyPage('gallery', () => import('./pages/GalleryPage')),
      lazyPage('shipyard', () => import('./pages/ShipyardPage')),
      lazyPage('history', () => import('./pages/HistoryPage')),
      lazyPage('schedule', () => import('./pages/SchedulePage')),
      lazyPage('programacion', () => import('./pages/SchedulePage')),
      lazyPage('team', () => import('./pages/TeamPage')),
      lazyPage('spotify', () => import('./pages/SpotifyPage')),
      lazyPage('artists', () => import('./pages/ArtistsPage')),
      lazyPage('advertising', () => import('./pages/AdvertisingPage')),
      lazyPage('advertising/rates', () => import('./pages/RatesPage')),
      lazyPage('live', () => import('./pages/LivePage')),
      lazyPage('podcasts', () => import('./pages/PodcastsPage')),
      lazyPage('*', () => import('./pages/NotFoundPage')),
    ],
  },
];
