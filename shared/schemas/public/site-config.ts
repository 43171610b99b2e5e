import { z } from 'zod';

/** Public, non-secret settings the web app needs at run time (GET /api/site-config). */
export const siteConfigSchema = z.object({
  /** Base of the music provider's Web API, without a trailing slash. */
  spotifyApiBase: z.string(),
  /** The public pages show the listener count from this many listeners on (a station setting). */
  listenerCountMinimum: z.number().int(),
  /** The station's IANA zone: every time the web app shows is on this clock. */
  timeZone: z.string(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
