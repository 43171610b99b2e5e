import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AUTH } from '../../../../shared/station/station-rules';
import type { User } from '../../../../shared/schemas/users/auth';
import type { Repos } from '../../repos/index';
import { publicUser } from '../../repos/users/users';
import { forbidden, unauthorized } from '../errors/errors';

declare module 'express-serve-static-core' {
  interface Locals {
    user?: User;
    sessionToken?: string;
  }
}

/** Reads the session cookie and puts the user in res.locals. Nothing from the client but the cookie is trusted. */
export function loadSession(repos: Repos): RequestHandler {
  return (req, res, next) => {
    const token = (req.cookies as Record<string, string> | undefined)?.[AUTH.sessionCookie];
    if (typeof token === 'string' && token.length > 0 && token.length < 200) {
      const userId = repos.sessions.userIdFor(token);
      const user = userId === undefined ? undefined : repos.users.get(userId);
      if (user) {
        res.locals.user = publicUser(user);
        res.locals.sessionToken = token;
      }
    }
    next();
  };
}

export function requireUser(_req: Request, res: Response, next: NextFunction) {
  if (!res.locals.user) return next(unauthorized());
  next();
}

/** 401 without a session, 403 for a non-admin session. Marker headers and body ids are ignored. */
export function requireAdmin(_req: Request, res: Response, next: NextFunction) {
  if (!res.locals.user) return next(unauthorized());
  if (!res.locals.user.isAdmin) return next(forbidden());
  next();
}

/** The signed-in user; only call behind requireUser/requireAdmin. */
export function actor(res: Response): User {
  const user = res.locals.user;
  if (!user) throw unauthorized();
  return user;
}

export function setSessionCookie(req: Request, res: Response, token: string, expiresAt: Date) {
  res.cookie(AUTH.sessionCookie, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.secure,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(res: Response) {
  res.clearCookie(AUTH.sessionCookie, { path: '/' });
}
