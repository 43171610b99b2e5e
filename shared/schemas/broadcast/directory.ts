import { z } from 'zod';
import { LANGUAGES, STATION } from '../../station/station-facts';

/**
 * How stream directories list the station: sent as icy-* headers on every mount, in /streaminfo.json, and in the
 * radio-browser.info submission (admin "Directorios").
 */
export const directoryListingSchema = z.object({
  countryCode: z.string().regex(/^[A-Z]{2}$/, 'Usa el código de país de dos letras en mayúsculas (ES)'),
  /** ISO 3166-2, e.g. ES-CT; '' when none. */
  subdivision: z.union([
    z.literal(''),
    z.string().regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/, 'Usa el código ISO 3166-2 (ES-CT)'),
  ]),
  /** ISO 639 codes, comma-separated, most spoken first. */
  languageCodes: z
    .string()
    .regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/, 'Usa códigos de idioma separados por comas, sin espacios (es,ca,fr)'),
  latitude: z.number().min(-90, 'Latitud entre -90 y 90').max(90, 'Latitud entre -90 y 90'),
  longitude: z.number().min(-180, 'Longitud entre -180 y 180').max(180, 'Longitud entre -180 y 180'),
  /** '' = the station's own /logo.png. */
  logoUrl: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Escribe una URL http(s) o déjala vacía' })]),
  /** Tags radio-browser shows, comma-separated. */
  tags: z.string().trim().max(200, 'Como máximo 200 caracteres'),
});
export type DirectoryListing = z.infer<typeof directoryListingSchema>;

export const DIRECTORY_DEFAULTS: DirectoryListing = {
  countryCode: STATION.location.country,
  subdivision: STATION.subdivision,
  languageCodes: LANGUAGES.join(','),
  latitude: STATION.location.latitude,
  longitude: STATION.location.longitude,
  logoUrl: '',
  tags: 'community,local,fm',
};

/** What goes to radio-browser.info's POST /json/add, field by field as its API names them. */
export const radioBrowserSubmissionSchema = z.object({
  name: z.string(),
  url: z.string(),
  homepage: z.string(),
  favicon: z.string(),
  countrycode: z.string(),
  iso_3166_2: z.string(),
  languagecodes: z.string(),
  tags: z.string(),
  geo_lat: z.number(),
  geo_long: z.number(),
});
export type RadioBrowserSubmission = z.infer<typeof radioBrowserSubmissionSchema>;

/** GET/PUT /api/admin/directory. */
export const directoryViewSchema = z.object({
  listing: directoryListingSchema,
  submission: radioBrowserSubmissionSchema,
  /** The last accepted submission: radio-browser's station id. */
  lastSubmission: z.object({ at: z.string(), uuid: z.string() }).nullable(),
});
export type DirectoryView = z.infer<typeof directoryViewSchema>;
