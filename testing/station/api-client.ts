import { API_ROUTES, type ApiName, type ApiRoutes } from '../../shared/api/index';
import { fillPath } from '../../shared/api/fill-path';
import type { ArgsOf, ResponseOf } from '../../shared/api/routes/define';
import { type ApiError, apiErrorSchema } from '../../shared/schemas/common/common';

/**
 * The station's API for tests, by route name from the same table the server registers and the web app calls
 * (shared/api): `await api.call('gallery.upload', { body: form })` returns the answer parsed with the route's
 * response schema; `await api.send('users.create', { body })` returns the status and the answer or the typed error,
 * for tests about refusals. No URL or method is written in a test.
 */

/** The arguments of a call (params, query, body: FormData for an upload), plus headers a test adds. */
export type CallArgs<N extends ApiName> = ArgsOf<ApiRoutes[N], FormData> & { headers?: Record<string, string> };
type ArgsParam<N extends ApiName> = object extends CallArgs<N> ? [args?: CallArgs<N>] : [args: CallArgs<N>];
/** What names a call's address: its params and query, without its body. */
type AddressArgs<N extends ApiName> = Omit<CallArgs<N>, 'body' | 'headers'>;
type AddressParam<N extends ApiName> = object extends AddressArgs<N> ? [args?: AddressArgs<N>] : [args: AddressArgs<N>];

/**
 * What a call answered: its status, then the parsed answer (2xx) or the API's error body (otherwise); `text` is the
 * body as sent (a download's content), `res` the response with its headers (its body already read). A route that
 * answers its own body with an error status (/api/health's 503 while nothing is on air) gives `data` with ok false.
 */
export type Sent<N extends ApiName> = { status: number; text: string; res: Response } & (
  | { ok: true; data: ResponseOf<ApiRoutes[N]>; error?: undefined }
  | { ok: false; data?: undefined; error: ApiError }
  | { ok: false; data: ResponseOf<ApiRoutes[N]>; error?: undefined }
);

/** A refused call where a test expected an answer: the route, the status and the error's code and message. */
export class ApiCallError extends Error {
  constructor(
    readonly route: ApiName,
    readonly status: number,
    readonly error: ApiError,
  ) {
    super(`${route}: ${status} ${error.error}: ${error.message}${error.field ? ` (${error.field})` : ''}`);
    this.name = 'ApiCallError';
  }
}

export interface ApiClient {
  /** Calls `name` and returns its answer parsed with its response schema; a non-2xx answer throws ApiCallError. */
  call<N extends ApiName>(name: N, ...args: ArgsParam<N>): Promise<ResponseOf<ApiRoutes[N]>>;
  /** Calls `name` and returns what it answered, refused or not, each side parsed with its schema. */
  send<N extends ApiName>(name: N, ...args: ArgsParam<N>): Promise<Sent<N>>;
  /**
   * Sends what the route's schemas refuse (a test of the refusal): params, query and body are not typed, and
   * `rawBody` goes as written, as JSON that does not parse; the answer is read as send() reads it.
   */
  sendInvalid<N extends ApiName>(
    name: N,
    args: { params?: object; query?: object; body?: unknown; rawBody?: string; headers?: Record<string, string> },
  ): Promise<Sent<N>>;
  /** The URL (below the station) a call of `name` reaches, for what a test opens itself (a download, a feed). */
  url<N extends ApiName>(name: N, ...args: ArgsParam<N>): string;
  /**
   * Opens a URL the API itself answered (a one-time download link) with this client's session: the response comes
   * back unread, for a test that streams or cancels it.
   */
  follow(url: string, init?: RequestInit): Promise<Response>;
  /**
   * Calls `name` and answers the response unread, for a binary answer (a ZIP, an MP3) or a stream; `rawBody` goes as
   * it is (a file posted with its own Content-Type).
   */
  open<N extends ApiName>(
    name: N,
    args?: Omit<CallArgs<N>, 'body'> & { body?: CallArgs<N>['body']; rawBody?: BodyInit },
  ): Promise<Response>;
  /** The same client with another session cookie (undefined: none). */
  as(cookie: string | undefined): ApiClient;
}

interface Station {
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
}

const urlOf = (name: ApiName, args: { params?: object; query?: object } = {}) => {
  const search = new URLSearchParams(
    Object.entries(args.query ?? {})
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  ).toString();
  const path = fillPath(API_ROUTES[name].path, args.params as Record<string, string | number> | undefined);
  // Literal URL: the one place the client writes the prefix the app mounts the table under.
  return `/api${path}${search ? `?${search}` : ''}`;
};

/** The URL (below the station) a call of `name` reaches, for a test that opens it its own way (raw HTTP, a page). */
export function apiUrl<N extends ApiName>(name: N, ...[args]: AddressParam<N>): string {
  return urlOf(name, args as { params?: object; query?: object });
}

/** A query written as a URL's text ('from=…&to=…'), as an object for a call's `query`: for tables of cases. */
export const queryOf = (text: string): Record<string, string> => Object.fromEntries(new URLSearchParams(text));

/** A client of `station`'s API, sending `cookie` (a session from station.login()) when given. */
export function apiClient(station: Station, cookie?: string): ApiClient {
  function request(name: ApiName, args: CallArgs<ApiName> = {} as CallArgs<ApiName>): Promise<Response> {
    const { body, rawBody, headers: extra } = args as { body?: unknown; rawBody?: BodyInit; headers?: object };
    const isForm = body instanceof FormData;
    const sendsJson = (body !== undefined || rawBody !== undefined) && !isForm;
    // A test's own Content-Type wins: a refusal of a body that is not JSON, a file sent as it is.
    const headers: Record<string, string> = {
      ...(cookie ? { Cookie: cookie } : {}),
      ...(sendsJson ? { 'Content-Type': 'application/json' } : {}),
      ...extra,
    };
    return station.fetch(urlOf(name, args as { params?: object; query?: object }), {
      method: API_ROUTES[name].method,
      headers,
      body: rawBody ?? (body === undefined ? undefined : isForm ? body : JSON.stringify(body)),
    });
  }
  async function send(name: ApiName, args: CallArgs<ApiName> = {} as CallArgs<ApiName>): Promise<Sent<ApiName>> {
    const route = API_ROUTES[name];
    const res = await request(name, args);
    const text = await res.text();
    const { status } = res;
    const json: unknown = text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null;
    const refusal = res.ok ? undefined : apiErrorSchema.safeParse(json);
    if (refusal?.success) return { ok: false, status, text, res, error: refusal.data };
    // A download, a feed or an empty answer has no schema: its text is what the test reads.
    // A 304 (a revalidated list) has no body to read.
    const data = typeof route.response === 'string' || status === 304 ? undefined : route.response.parse(json);
    return { ok: res.ok, status, text, res, data: data as never } as Sent<ApiName>;
  }
  return {
    send: send as ApiClient['send'],
    sendInvalid: send as ApiClient['sendInvalid'],
    async call(name, ...[args]) {
      const sent = await send(name, args as CallArgs<ApiName>);
      if (!sent.ok) throw new ApiCallError(name, sent.status, sent.error ?? { error: 'not_ok', message: sent.text });
      return sent.data as never;
    },
    url: (name, ...[args]) => urlOf(name, args as { params?: object; query?: object }),
    follow: (url, init = {}) =>
      station.fetch(url, { ...init, headers: { ...(cookie ? { Cookie: cookie } : {}), ...(init.headers as object) } }),
    open: (name, args) => request(name, args as CallArgs<ApiName>),
    as: (other) => apiClient(station, other),
  };
}

/** The items of a list route that answers a page when asked for one and the whole list otherwise. */
export const itemsOf = <T>(answer: T[] | { items: T[] }): T[] => (Array.isArray(answer) ? answer : answer.items);

/** A client of the station at `baseUrl` (one a test started as a process: the CLI, the desktop host). */
export const apiClientAt = (baseUrl: string, cookie?: string): ApiClient =>
  apiClient({ fetch: (pathname, init) => fetch(`${baseUrl}${pathname}`, init) }, cookie);
