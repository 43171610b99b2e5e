import type { z } from 'zod';
import { API_PATHS, type ApiName } from '../paths/paths';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route; the route still checks the session itself, the table only says so for both ends. */
export type ApiAccess = 'public' | 'user' | 'admin';

/**
 * What a route answers: JSON read with a schema, 'empty' (204, or a 2xx whose body nobody reads) or 'file' (a
 * download, a feed, a page or an event stream the browser opens itself, never fetched as data).
 */
export type ApiResponse = z.ZodType | 'empty' | 'file';

/** One route of the API, relative to /api. */
export interface ApiRoute {
  readonly method: ApiMethod;
  readonly path: string;
  readonly access: ApiAccess;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** JSON body. A multipart upload names `upload` instead: its fields arrive only once the route receives the files. */
  readonly body?: z.ZodType;
  readonly upload?: z.ZodType;
  readonly response: ApiResponse;
}

type MethodOf<S> = S extends `${infer M extends ApiMethod} ${string}` ? M : never;
type PathOf<S> = S extends `${string} ${infer P}` ? P : never;

/** What a table adds to a route's method and path (API_PATHS): who may call it and its schemas. */
export type ApiRouteDetails = Omit<ApiRoute, 'method' | 'path'>;

/** One entry of a table: the method and path its name has in API_PATHS, with the literal schema types kept. */
export function route<N extends ApiName, const D extends ApiRouteDetails>(
  name: N,
  details: D,
): D & { readonly method: MethodOf<(typeof API_PATHS)[N]>; readonly path: PathOf<(typeof API_PATHS)[N]> } {
  const [method, path] = API_PATHS[name].split(' ') as [MethodOf<(typeof API_PATHS)[N]>, PathOf<(typeof API_PATHS)[N]>];
  return { ...details, method, path };
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a call returns: the response schema's output, nothing for 'empty' and 'file'. */
export type ResponseOf<R extends ApiRoute> = R['response'] extends z.ZodType ? z.output<R['response']> : undefined;

/** Path parameters as the caller knows them (numbers or text); the server reads them with the params schema. */
type ParamsOf<R extends ApiRoute> = R['params'] extends z.ZodType
  ? { readonly [K in keyof Output<R['params']>]: string | number }
  : undefined;

type Optional<K extends string, T> = [T] extends [undefined]
  ? { readonly [P in K]?: undefined }
  : // A query whose keys are all optional may be left out.
    Record<string, never> extends T
    ? { readonly [P in K]?: T }
    : { readonly [P in K]: T };

/** The arguments of a call: the params, the query and the body the route declares (`Upload`, e.g. FormData, for an upload). */
export type ArgsOf<R extends ApiRoute, Upload = never> = Optional<'params', ParamsOf<R>> &
  Optional<'query', Input<R['query']>> &
  Optional<'body', R['upload'] extends z.ZodType ? Upload | Input<R['upload']> : Input<R['body']>>;
