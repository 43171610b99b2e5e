import { Router } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { AUTH } from '../../../../shared/constants';
import { loginSchema } from '../../../../shared/schemas/auth';
import { verifyPassword } from '../../auth/passwords';
import type { StationContext } from '../../context';
import { publicUser } from '../../repos/users';
import { HttpError } from '../errors';
import { clearSessionCookie, requireUser, setSessionCookie } from '../session';
import { parse } from '../validate';

const TOO_MANY = 'Demasiados intentos de inicio de sesión. Espera unos minutos e inténtalo de nuevo.';

export function authRoutes({ repos, log }: StationContext): Router {
  const router = Router();
  const limiter = (keyOf: (body: Record<string, unknown>, ip: string) => string) =>
    rateLimit({
      windowMs: AUTH.loginWindowMs,
      limit: AUTH.loginMaxFailures,
      skipSuccessfulRequests: true,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      keyGenerator: (req) => keyOf((req.body ?? {}) as Record<string, unknown>, req.ip ?? 'unknown'),
      handler: (_req, _res, next) => next(new HttpError(429, 'too_many_attempts', TOO_MANY)),
    });
  // Failed attempts are counted per address and, separately, per account name.
  const perIp = limiter((_body, ip) => `ip:${ipKeyGenerator(ip)}`);
  const perUser = limiter((body) => `user:${String(body.username ?? '').trim().toLowerCase()}`);

  router.post('/login', perIp, perUser, async (req, res) => {
    const { username, password } = parse(loginSchema, req.body);
    const user = repos.users.findByUsername(username);
    const ok = user ? await verifyPassword(password, user.passwordHash) : false;
    if (!user || !ok) {
      log.warn('login failed', { username, ip: req.ip });
      throw new HttpError(401, 'invalid_credentials', 'Credenciales inválidas. Por favor, verifique su usuario y contraseña.');
    }
    const { token, expiresAt } = repos.sessions.create(user.id, AUTH.sessionDays * 86_400_000);
    setSessionCookie(req, res, token, expiresAt);
    repos.audit.record(user, 'login', `Inicio de sesión desde ${req.ip ?? 'desconocido'}`);
    res.json(publicUser(user));
  });

  const logout = (req: import('express').Request, res: import('express').Response) => {
    if (res.locals.sessionToken) {
      repos.sessions.destroy(res.locals.sessionToken);
      if (res.locals.user) repos.audit.record(res.locals.user, 'logout', '');
    }
    clearSessionCookie(res);
    if (req.method === 'GET' && req.accepts(['json', 'html']) === 'html') return res.redirect('/');
    res.status(204).end();
  };
  router.post('/logout', logout);
  router.get('/logout', logout);

  router.get('/me', requireUser, (_req, res) => {
    res.set('Cache-Control', 'no-store').json(res.locals.user);
  });

  return router;
}
