/**
 * Exact-origin checks for navigation, window.open and IPC senders. Origins are compared after URL parsing, never
 * by prefix: `http://127.0.0.1:8080@evil.example` and `http://127.0.0.1:80800` are other origins.
 *
 * localhost and 127.0.0.1 are different origins to the browser (cookies, storage), so they are not mixed: the
 * studio window always loads the station on 127.0.0.1 (the station listens there whatever its --host) and only
 * that origin is ours. The setup screen before the station exists is served on emisora://app.
 */
export const SETUP_ORIGIN = 'emisora://app';

/** The origin the window uses for a station URL such as http://localhost:8080 or http://0.0.0.0:8080. */
export function windowOrigin(stationUrl: string): string {
  const url = new URL(stationUrl);
  return `http://127.0.0.1:${url.port || '80'}`;
}

/** The origin of a URL, or null when it is not a URL. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    // Custom schemes report "null" as origin: compose it the same way the browser shows it.
    if (parsed.origin === 'null') return parsed.protocol === 'emisora:' ? `emisora://${parsed.host}` : null;
    return parsed.origin;
  } catch {
    return null;
  }
}

/** True only when `url` is exactly one of the allowed origins. */
export function isAllowedOrigin(url: string, allowed: readonly string[]): boolean {
  const origin = originOf(url);
  return origin !== null && allowed.includes(origin);
}
