/**
 * Listeners' song requests and the studio's hand on them: routes by name. The public site registers these
 * with the request dialog's own code (registerApiPaths), so the home page does not carry them.
 */
export const REQUESTS_API_PATHS = {
  'requests.tracks': 'GET /requests/tracks',
  'requests.check': 'GET /requests/tracks/:id/check',
  'requests.create': 'POST /requests',
  'requests.availability': 'GET /requests/availability',
  'requests.get': 'GET /requests/:id',
  'requests.waiting': 'GET /admin/requests',
  'requests.moderate': 'PATCH /admin/requests/:id/dedication',
  'requests.reject': 'POST /admin/requests/:id/reject',
  'requests.settings': 'GET /admin/requests/settings',
  'requests.updateSettings': 'PUT /admin/requests/settings',
} as const;
