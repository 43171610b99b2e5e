import type { RouteObject } from 'react-router';
import { lazyPage } from '../app/lazy-page';
import HomePage from './pages/HomePage';
import PublicLayout from './PublicLayout';

/**
 * Public routes of shared/web-app/pages.ts PUBLIC_PAGES, inside the public layout (chrome + persistent player).
 * The layout and the home page are bundled with the entry: most visits start there, and loading them lazily
 * would add a network round trip before the first paint. Every other page is its own chunk.
 */
export const publicRoutes: RouteObject[] = [
  {
    Component: PublicLayout,
    children: [
      { index: true, Component: HomePage },
      lazyPage('music', () => import('./pages/MusicPage'), { key: 'pages.music' }),
      lazyPage('fm-station', () => import('./pages/FmStationPage'), { key: 'pages.fmStation' }),
      lazyPage('fm', () => import('./pages/FmStationPage'), { key: 'pages.fmStation' }),
      lazyPage('streaming', () => import('./pages/StreamingPage'), { key: 'pages.streaming' }),
      lazyPage('gallery', () => import('./pages/GalleryPage'), { key: 'pages.gallery' }),
      lazyPage('shipyard', () => import('./pages/ShipyardPage'), { key: 'pages.shipyard' }),
      lazyPage('history', () => import('./pages/HistoryPage'), { key: 'pages.history' }),
      lazyPage('schedule', () => import('./pages/SchedulePage'), { key: 'pages.schedule' }),
      lazyPage('programacion', () => import('./pages/ShowsPage'), { key: 'pages.shows' }),
      lazyPage('programacion/:slug', () => import('./pages/ShowPage'), { key: 'pages.shows' }),
      lazyPage('team', () => import('./pages/TeamPage'), { key: 'pages.team' }),
      lazyPage('spotify', () => import('./pages/SpotifyPage'), { key: 'pages.spotify' }),
      lazyPage('artists', () => import('./pages/ArtistsPage'), { key: 'pages.artists' }),
      lazyPage('advertising', () => import('./pages/AdvertisingPage'), { key: 'pages.advertising' }),
      lazyPage('advertising/rates', () => import('./pages/RatesPage'), { key: 'pages.rates' }),
      lazyPage('live', () => import('./pages/LivePage'), { key: 'pages.live' }),
      lazyPage('podcasts', () => import('./pages/PodcastsPage'), { key: 'pages.podcasts' }),
      lazyPage('anunciante/:token', () => import('./pages/AdvertiserLinkPage'), { key: 'advertiserLink.title' }),
      lazyPage('*', () => import('./pages/NotFoundPage'), { key: 'notFound.title' }),
    ],
  },
];
