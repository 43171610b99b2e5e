import type { RequestHandler } from 'express';
import { matchRoute } from '../../../../shared/api/index';
import { readInput } from '../route-helpers/handle';

/**
 * Reads every request to a route of the API table (shared/api) with the table's schemas before the route runs:
 * params, then query, then a JSON body, each failure the usual 400 that names the field, and keeps what it read
 * for the route's handler (handle.ts). A caller the route would refuse gets the route's own 401/403 instead of a
 * verdict on input it may not send; uploads are read by their route once the files have arrived.
 */
export const validateRequest: RequestHandler = (req, res, next) => {
  const matched = matchRoute(req.method === 'HEAD' ? 'GET' : req.method, req.path);
  if (!matched) return next();
  const { name, route, params } = matched;
  const user = res.locals.user;
  if ((route.access === 'admin' && !user?.isAdmin) || (route.access === 'user' && !user)) return next();
  res.locals.apiInput = readInput(name, route, req, params);
  next();
};
