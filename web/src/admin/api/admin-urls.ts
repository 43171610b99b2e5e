/** Endpoints the admin area reads; each also serves as its TanStack Query key (see lib/api getQueryFn). */
export const ADMIN_API = {
  me: '/api/auth/me',
  tracks: '/api/tracks',
  recentTracks: '/api/tracks/recent',
  images: '/api/gallery/images',
  sources: '/api/streaming/sources',
  status: '/api/streaming/status',
  users: '/api/auth/users',
  schedule: '/api/schedule',
  overview: '/api/admin/overview',
  enquiries: '/api/admin/enquiries',
  nowPlaying: '/api/now-playing',
  playlists: '/api/playlists',
  campaigns: '/api/campaigns',
  queue: '/api/queue',
} as const;
