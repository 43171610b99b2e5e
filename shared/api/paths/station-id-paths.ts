/** The hourly station identification, by name. */
export const STATION_ID_API_PATHS = {
  'stationId.get': 'GET /streaming/station-id',
  'stationId.update': 'PUT /streaming/station-id',
} as const;
