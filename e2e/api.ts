import type { APIRequestContext } from '@playwright/test';
import { type ApiClient, apiClient } from '../testing/station/api-client';
import { adminPassword } from './fixtures';

// Statuses whose answer has no body: a web Response refuses one (a 204 from a delete, for instance).
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * The station's API for e2e specs, by route name from the same table the server registers (shared/api), sent
 * through Playwright's request context: `api(page.request)` carries the page's session cookies both ways, so a
 * login through it logs the page in, and a page's login is the client's. Calls, answers and refusals read as in
 * the unit tests (testing/station/api-client.ts); `base` is another station's URL (a spec's own station), left out
 * for the shared one (the context's baseURL).
 */
export function api(request: APIRequestContext, base = ''): ApiClient {
  return apiClient({
    async fetch(pathname, init = {}) {
      const sent = init.body;
      const res = await request.fetch(`${base}${pathname}`, {
        method: init.method,
        headers: init.headers as Record<string, string> | undefined,
        ...(sent instanceof FormData ? { multipart: sent } : sent === undefined ? {} : { data: sent as string }),
      });
      const status = res.status();
      const body = NO_BODY.has(status) ? null : new Uint8Array(await res.body());
      // One entry per header line: the joined object form puts two Set-Cookie lines in one invalid value.
      return new Response(body, {
        status,
        headers: res.headersArray().map(({ name, value }): [string, string] => [name, value]),
      });
    },
  });
}

/** Logs `request` (a page's, so the page too) in as the station's admin; a refused login fails the test. */
export async function logInAsAdmin(request: APIRequestContext, base = ''): Promise<void> {
  await api(request, base).call('auth.login', { body: { username: 'admin', password: adminPassword() } });
}

/** A list route's answer asked without a page: the whole list (a page there fails the test). */
export function wholeList<T>(answer: T): Extract<T, readonly unknown[]> {
  if (!Array.isArray(answer)) throw new Error('a page answered where the whole list was asked for');
  return answer as Extract<T, readonly unknown[]>;
}

/** A list route's answer asked with a page (offset, limit, filters): its items and total (a bare list fails). */
export function onePage<T>(answer: T): Exclude<T, readonly unknown[]> {
  if (Array.isArray(answer)) throw new Error('a whole list answered where a page was asked for');
  return answer as Exclude<T, readonly unknown[]>;
}

/** The whole library as GET /tracks lists it without a page (the admin's and the demo's tracks). */
export async function libraryTracks(request: APIRequestContext) {
  return wholeList(await api(request).call('tracks.list'));
}
