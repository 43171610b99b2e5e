/** Facts about the station and its programme, from the spec: name, town, frequency, languages, the June schedule. */

export const STATION = {
  name: 'Ràdio Portbou',
  internationalName: 'Radio Portbou International',
  town: 'Portbou',
  frequencyMHz: 100.3,
  powerW: 1,
  hours: 'Lunes a Domingo, 0 a 24h',
  liveBannerTime: 'Lun a Dom, de 0 a 24h',
  countriesWithListeners: 40,
  genre: 'Community',
  description: 'Ràdio comunitària de Portbou, 100.3 FM',
  url: 'https://radio.example.org',
  location: { city: 'Portbou', country: 'ES', latitude: 42.4266, longitude: 3.1593 },
  /** ISO 3166-2 of Catalonia, where Portbou is (stream directories file the station under it). */
  subdivision: 'ES-CT',
  /** The station's logo on its own site (a PNG, as stream directories ask). */
  logoPath: '/logo.png',
} as const;

export const LANGUAGES = ['es', 'ca', 'fr'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'es';

export const OBS_RECOMMENDED = {
  video: '720p, 30 fps, 2500-3500 Kbps',
  audio: '128-160 Kbps (mínimo 128 kbps), AAC, estéreo, 44.1 kHz',
} as const;

export const COST_BREAKDOWN_PERCENT = {
  fmEquipment: 24,
  studio: 18,
  digitalInfrastructure: 32,
  technicalMaintenance: 15,
  licences: 11,
} as const;

/** Weekday names as the schedule API gives them, Sunday first (Date#getDay order). */
export const WEEKDAYS_ES = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'] as const;
