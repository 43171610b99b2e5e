/**
 * The source module of each public page loaded on demand (web/src/public/routes.tsx), relative to web/ as the
 * build's manifest names them. The server preloads a route's chunks with the HTML (Link: rel=modulepreload), so the
 * browser fetches the page's code alongside the entry instead of after it. A test checks this table against the
 * routes file.
 */
export const PAGE_MODULES: Readonly<Record<string, string>> = {
  '/music': 'src/public/pages/MusicPage.tsx',
  '/fm-station': 'src/public/pages/FmStationPage.tsx',
  '/fm': 'src/public/pages/FmStationPage.tsx',
  '/streaming': 'src/public/pages/StreamingPage.tsx',
  '/gallery': 'src/public/pages/GalleryPage.tsx',
  '/shipyard': 'src/public/pages/ShipyardPage.tsx',
  '/history': 'src/public/pages/HistoryPage.tsx',
  '/schedule': 'src/public/pages/SchedulePage.tsx',
  '/programacion': 'src/public/pages/ShowsPage.tsx',
  '/team': 'src/public/pages/TeamPage.tsx',
  '/spotify': 'src/public/pages/SpotifyPage.tsx',
  '/artists': 'src/public/pages/ArtistsPage.tsx',
  '/advertising': 'src/public/pages/AdvertisingPage.tsx',
  '/advertising/rates': 'src/public/pages/RatesPage.tsx',
  '/live': 'src/public/pages/LivePage.tsx',
  '/podcasts': 'src/public/pages/PodcastsPage.tsx',
};
