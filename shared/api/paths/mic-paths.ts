/** The studio desk as a live source: "Entrada del estudio" and "Micro al aire", by name. */
export const MIC_API_PATHS = {
  'mic.get': 'GET /studio/mic',
  'mic.switch': 'PUT /studio/mic',
  'mic.settings': 'PUT /studio/mic/settings',
  'mic.devices': 'GET /studio/mic/devices',
} as const;
