/** "Monitor de antena": its settings and what it measures, by name. */
export const OFF_AIR_API_PATHS = {
  'offAir.get': 'GET /streaming/off-air',
  'offAir.update': 'PUT /streaming/off-air',
} as const;
