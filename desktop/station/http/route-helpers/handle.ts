import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import { API_ROUTES, type ApiName, type ApiRoutes } from '../../../../shared/api/index';
import type { ApiRoute } from '../../../../shared/api/routes/define';
import type { User } from '../../../../shared/schemas/users/auth';
import { parse } from '../errors/validate';
import { checkedJson } from './response-check';

type Schema<R, K extends string> = R extends { readonly [P in K]: infer S extends z.ZodType } ? S : undefined;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The input of one route, read with its table entry's schemas by validateRequest before the route runs. */
export interface ApiInput<N extends ApiName = ApiName> {
  readonly name: N;
  readonly params: Output<Schema<ApiRoutes[N], 'params'>>;
  readonly query: Output<Schema<ApiRoutes[N], 'query'>>;
  readonly body: Output<Schema<ApiRoutes[N], 'body'>>;
}

/** What a route's handler gets: its parsed input, the session's user (if any) and Express's own objects. */
export interface HandlerArgs<N extends ApiName> extends ApiInput<N> {
  /**
   * An upload's form fields, read with the table's `upload` schema when called: after the files have arrived and
   * the route has checked them, so a missing file is reported before a bad field, as the forms expect.
   */
  readonly fields: () => Output<Schema<ApiRoutes[N], 'upload'>>;
  readonly user: User | undefined;
  readonly req: Request;
  readonly res: Response;
  readonly next: NextFunction;
}

export type ApiHandler<N extends ApiName> = (args: HandlerArgs<N>) => unknown;

declare module 'express-serve-static-core' {
  interface Locals {
    /** The input validateRequest read for the route the request matched in the table. */
    apiInput?: ApiInput;
    /** Parse every JSON answer of a table route with its response schema (tests and development). */
    checkResponses?: boolean;
  }
}

/** Reads a request's input with a route's schemas: params, then query, then the JSON body (a 400 naming the field). */
export function readInput(name: ApiName, route: ApiRoute, req: Request, params: object = req.params): ApiInput {
  return {
    name,
    params: route.params ? parse(route.params, params) : undefined,
    query: route.query ? parse(route.query, req.query) : undefined,
    body: route.body ? parse(route.body, req.body ?? {}) : undefined,
  } as ApiInput;
}

const METHODS = { GET: 'get', POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete' } as const;

/**
 * Registers the route `name` of the API table on `router`, at the table's method and path (the router is mounted
 * at /api itself, with no prefix): `before` run first (the access check, an upload's receiver), then `handler`
 * with the input the middleware already parsed. The path is written once, in shared/api.
 */
export function handle<N extends ApiName>(
  router: Router,
  name: N,
  ...chain: [...before: RequestHandler[], handler: ApiHandler<N>]
): void {
  const route: ApiRoute = API_ROUTES[name];
  const handler = chain.at(-1) as ApiHandler<N>;
  const before = chain.slice(0, -1) as RequestHandler[];
  router[METHODS[route.method]](route.path, ...before, (req: Request, res: Response, next: NextFunction) => {
    // The middleware read the input of the route it matched. Express may have dispatched here past another match (a
    // route that passed the request on), or the middleware left a caller without access to the route's own check:
    // then the input is read when the handler first asks for it, after the checks in `before` have run.
    let input = res.locals.apiInput?.name === name ? res.locals.apiInput : undefined;
    const read = () => {
      input ??= readInput(name, route, req);
      return input as ApiInput<N>;
    };
    if (res.locals.checkResponses) checkedJson(name, route, res);
    const args = {
      get params() {
        return read().params;
      },
      get query() {
        return read().query;
      },
      get body() {
        return read().body;
      },
      name,
      fields: () => (route.upload ? parse(route.upload, req.body ?? {}) : undefined),
      user: res.locals.user,
      req,
      res,
      next,
    };
    return handler(args as HandlerArgs<N>);
  });
}
