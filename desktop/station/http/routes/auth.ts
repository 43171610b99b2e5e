import { type Request, type Response, Router } from 'express';
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
  const limiter = (limit: number, keyGenerator: (req: Request) => string, validate: boolean) =>
    rateLimit({
      windowMs: AUTH.loginWindowMs,
      limit,
      skipSuccessfulRequests: true,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      keyGenerator,
      // The per-account key uses no address, so the IPv6 check of express-rate-limit does not apply to it.
      validate: validate ? undefined : { keyGeneratorIpFallback: false },
      handler: (_req, _res, next) => next(new HttpError(429, 'too_many_attempts', TOO_MANY)),
    });
  // Failed attempts are counted per account name and, more loosely (shared NAT at a club or school), per address.
  const perIp = limiter(AUTH.loginMaxFailuresPerIp, (req) => `ip:${ipKeyGenerator(req.ip ?? 'unknown')}`, true);
  const perUser = limiter(AUTH.loginMaxFailures, (req) => `user:${String((req.body as { username?: unknown } | undefined)?.username ?? '').trim().toLowerCase()}`, false);

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

  const logout = (req: Request, res: Response) => {
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
