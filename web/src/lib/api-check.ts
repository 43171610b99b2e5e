/// <reference types="vite/client" />
import type { ApiRoute } from '../../../shared/api/routes/define';
import type { ApiName } from '../../../shared/api/paths/paths';
import type { ApiError } from '../../../shared/schemas/common/common';

type Table = Readonly<Record<string, ApiRoute>>;

export class ContractMismatch extends Error {
  constructor(
    readonly route: ApiName,
    readonly issues: string,
  ) {
    super(`API contract: the answer of ${route} does not match its shared schema:\n${issues}`);
    this.name = 'ContractMismatch';
  }
}

/**
 * Parses an answer with its route's schema. A mismatch throws when `failLoudly` (development: the query errors and
 * the page shows it at once); otherwise it is logged and the answer goes on as sent.
 */
export function verifyResponse(name: ApiName, route: ApiRoute | undefined, data: unknown, failLoudly: boolean) {
  if (!route || typeof route.response === 'string') return data;
  const result = route.response.safeParse(data);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(raíz)'}: ${issue.message}`);
  const mismatch = new ContractMismatch(name, issues.join('\n'));
  if (failLoudly) throw mismatch;
  console.error(mismatch.message);
  return data;
}

// The tables load on demand, each in its own chunk: the public site never loads the admin's schemas.
let publicTable: Table | undefined;
let adminTable: Table | undefined;
let loading: Promise<void> | undefined;

async function routeOf(name: ApiName): Promise<ApiRoute | undefined> {
  const tables = await import('./api-tables');
  publicTable ??= await tables.loadPublicRoutes();
  if (name in publicTable) return publicTable[name];
  adminTable ??= await tables.loadAdminRoutes();
  return adminTable[name];
}

const loadedRouteOf = (name: ApiName): ApiRoute | undefined =>
  publicTable?.[name] ?? (publicTable && adminTable ? adminTable[name] : undefined);

/** Loads both tables now, so later answers are parsed before they are used (the admin and the studio call it). */
export function loadApiTables(): Promise<void> {
  loading ??= routeOf('users.list').then(() => flush());
  return loading;
}

const waiting: Array<[ApiName, unknown]> = [];
function flush() {
  for (const [name, data] of waiting.splice(0)) verifyResponse(name, loadedRouteOf(name), data, false);
}

// Zod and the public schemas are ~30 kB gzip, more than the home page has left under its budget
// (e2e/public-js-budget.spec.ts): a listener's first page never waits for them. They load at the visitor's first
// input; the answers that came before are checked then, and every later one on arrival.
if (!import.meta.env.DEV && typeof window !== 'undefined')
  for (const event of ['pointerdown', 'keydown'])
    window.addEventListener(event, () => void loadApiTables(), { once: true, passive: true });

/**
 * A refused call's body read with the shared error schema (loaded with zod on the first refusal, never on a page
 * that has none): the code, message and field the server sent, or nothing when the body is not the API's error
 * (a proxy's page, an empty 502, or a route's own answer sent with an error status, as /api/health's 503 is).
 */
export async function readApiError(text: string): Promise<ApiError | undefined> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const apiErrorSchema = await (await import('./api-tables')).loadApiErrorSchema();
  const result = apiErrorSchema.safeParse(json);
  return result.success ? result.data : undefined;
}

/**
 * The answer of `name`, parsed with its schema: in development always before it is used (a mismatch throws);
 * in production at once when the tables are loaded, else as sent and checked once they are (a mismatch is logged).
 */
export async function checkResponse(name: ApiName, data: unknown): Promise<unknown> {
  if (import.meta.env.DEV) return verifyResponse(name, await routeOf(name), data, true);
  const route = loadedRouteOf(name);
  if (route || (publicTable && adminTable)) return verifyResponse(name, route, data, false);
  if (waiting.length < 100) waiting.push([name, data]);
  return data;
}
