import { queryOptions } from '@tanstack/react-query';
import type { ArgsOf, ResponseOf } from '../../../shared/api/routes/define';
import { fillPath } from '../../../shared/api/fill-path';
import type { ApiRoutes } from '../../../shared/api/index';
import type { ApiName } from '../../../shared/api/paths/paths';
import { PUBLIC_API_PATHS } from '../../../shared/api/paths/public-paths';
import type { Page } from '../../../shared/schemas/common/paging';
import type { ApiError } from '../../../shared/schemas/common/common';
import { checkResponse, readApiError } from './api-check';

/**
 * The station's API by name, typed from the table in shared/api: `api('podcasts.get', { params: { id } })`.
 * Credentials are always sent; a non-2xx answer throws ApiRequestError with the server's Spanish message; every
 * JSON answer is parsed with the route's response schema (api-check.ts says when and how a mismatch shows).
 */

export type ApiArgs<N extends ApiName> = ArgsOf<ApiRoutes[N], FormData>;
export type ApiResult<N extends ApiName> = ResponseOf<ApiRoutes[N]>;
/** The arguments may be left out when the route needs none; a signal aborts the call. */
type CallArgs<N extends ApiName> = ApiArgs<N> & { signal?: AbortSignal };
type ArgsParam<N extends ApiName> = object extends ApiArgs<N> ? [args?: CallArgs<N>] : [args: CallArgs<N>];

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: string,
    /** The body read with the shared error schema (shared/schemas/common/common.ts), when it is the API's error. */
    readonly error?: ApiError,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }

  /** The error of a refused call whose body is `text`, read with the shared error schema. */
  static async of(status: number, text: string): Promise<ApiRequestError> {
    return new ApiRequestError(status, `${status}: ${text}`, text, await readApiError(text));
  }

  /** The server's Spanish message when the body is the API's error JSON. */
  get serverMessage(): string | undefined {
    return this.error?.message;
  }
}

/** What to tell the admin when a call failed: the server's own message, else `fallback`. */
export const errorMessage = (error: unknown, fallback: string): string =>
  (error instanceof ApiRequestError && error.serverMessage) || fallback;

const encode = (value: unknown) => encodeURIComponent(String(value));

// The public names come with every page; the admin's with the admin's and the studio's code (registerApiPaths).
const paths: Partial<Record<ApiName, string>> = { ...PUBLIC_API_PATHS };

/** Adds an area's routes (the admin's), so its names can be called and linked. */
export const registerApiPaths = (more: Partial<Record<ApiName, string>>) => void Object.assign(paths, more);

function routeOf(name: ApiName): { method: string; path: string } {
  const route = paths[name];
  if (!route) throw new Error(`API: ${name} no está cargada en esta página (registerApiPaths).`);
  const space = route.indexOf(' ');
  return { method: route.slice(0, space), path: route.slice(space + 1) };
}

/** The URL of a call, for what the browser opens itself (downloads, feeds, audio, an EventSource). */
type UrlArgs<N extends ApiName> = Pick<ApiArgs<N>, 'params' | 'query'>;
export function apiUrl<N extends ApiName>(
  name: N,
  ...[args]: object extends UrlArgs<N> ? [args?: UrlArgs<N>] : [args: UrlArgs<N>]
): string {
  const { path } = routeOf(name);
  const { params, query } = (args ?? {}) as unknown as { params?: Record<string, string | number>; query?: object };
  const search = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${encode(key)}=${encode(value)}`)
    .join('&');
  return `/api${fillPath(path, params)}${search ? `?${search}` : ''}`;
}

async function request(
  name: ApiName,
  args: { body?: unknown; signal?: AbortSignal } | undefined,
  signal = args?.signal,
): Promise<unknown> {
  if (!paths[name]) registerApiPaths((await import('../../../shared/api/paths/admin-paths')).ADMIN_API_PATHS);
  const { method } = routeOf(name);
  const body = args?.body;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const res = await fetch(apiUrl(name as 'auth.me', args as never), {
    method,
    credentials: 'include',
    signal,
    headers: body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : undefined,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  if (!res.ok) {
    throw await ApiRequestError.of(res.status, (await res.text()) || res.statusText);
  }
  const text = res.status === 204 ? '' : await res.text();
  return checkResponse(name, text ? JSON.parse(text) : undefined);
}

/** Calls a route of the table and returns its answer, parsed with the route's response schema. */
export function api<N extends ApiName>(name: N, ...[args]: ArgsParam<N>): Promise<ApiResult<N>> {
  return request(name, args as { body?: unknown; signal?: AbortSignal }) as Promise<ApiResult<N>>;
}

/** The items of a list route's answer: the whole array, or the page's items when the call asked for a page. */
export const wholeList = <T>(data: T[] | { items: T[] }): T[] => (Array.isArray(data) ? data : data.items);

/** A list route's answer as a page, when the call asked for one (the route then answers a page). */
export const onePage = <T>(data: T[] | Page<T>): Page<T> =>
  Array.isArray(data) ? { items: data, total: data.length, offset: 0, limit: data.length } : data;

/**
 * A route's query key: its name's parts, then its arguments. Invalidating `apiKey('tracks.list')` refreshes
 * every page and search of the list; `apiScope('tracks')` every tracks.* query.
 */
export const apiKey = <N extends ApiName>(name: N, args?: ApiArgs<N>) =>
  args === undefined ? (name.split('.') as string[]) : [...name.split('.'), args];

type Scope<N> = N extends `${infer S}.${string}` ? S : never;
export const apiScope = (scope: Scope<ApiName>): string[] => [scope];

/**
 * TanStack Query options for a GET of the table: `useQuery(apiQuery('station.team'))`. With `on401: 'null'` a
 * missing session is an answer (null), not an error.
 */
export function apiQuery<N extends ApiName, O extends { on401?: 'null' } = object>(
  name: N,
  ...[args, options]: object extends ApiArgs<N> ? [args?: ApiArgs<N>, options?: O] : [args: ApiArgs<N>, options?: O]
) {
  type Data = O extends { on401: 'null' } ? ApiResult<N> | null : ApiResult<N>;
  return queryOptions({
    queryKey: apiKey(name, args),
    queryFn: async ({ signal }): Promise<Data> => {
      try {
        return (await request(name, args as { body?: unknown }, signal)) as Data;
      } catch (error) {
        if (options?.on401 === 'null' && error instanceof ApiRequestError && error.status === 401) return null as Data;
        throw error;
      }
    },
  });
}

export type { ApiName };
