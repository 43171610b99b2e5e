/** The hourly station identification (#23 item 5), by name. */
export const STATION_ID_API_PATHS = {
  'stationId.get': 'GET /streaming/station-id',
  'stationId.update': 'PUT /streaming/station-id',
} as const;
