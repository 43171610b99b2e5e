import { createHmac, randomBytes } from 'node:crypto';
import { Router } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { AUTH } from '../../../../../shared/station/station-rules';
import { createDeviceCookies } from '../../../auth/device-cookie';
import { createLoginThrottle, type LoginClient } from '../../../auth/login-throttle';
import { createPasswordCheck } from '../../../auth/passwords';
import type { StationContext } from '../../../core/context';
import { publicUser } from '../../../repos/users/users';
import { HttpError } from '../../errors/errors';
import { clearSessionCookie, requireUser, setSessionCookie } from '../../middleware/session';
import { handle } from '../../route-helpers/handle';

const TOO_MANY = 'Demasiados intentos de inicio de sesión. Espera unos minutos e inténtalo de nuevo.';
const INVALID = 'Credenciales inválidas. Por favor, verifique su usuario y contraseña.';

export function authRoutes({ repos, log }: Pick<StationContext, 'log' | 'repos'>): Router {
  const router = Router();
  const throttle = createLoginThrottle();
  const devices = createDeviceCookies(repos.settings);
  const checkPassword = createPasswordCheck();
  // A name that is no account may be a password typed into the wrong field: the log gets a keyed tag (the same name
  // gives the same tag until a restart, enough to see one name tried over and over) and its length, never the text.
  const tagKey = randomBytes(32);
  const nameTag = (name: string) =>
    `${createHmac('sha256', tagKey).update(name).digest('hex').slice(0, 8)}/${[...name].length}`;

  handle(router, 'auth.login', async ({ body: { username, password }, req, res }) => {
    const user = repos.users.findByUsername(username);
    const cookies = req.cookies as Record<string, string> | undefined;
    const client: LoginClient = {
      account: username.toLowerCase(),
      address: ipKeyGenerator(req.ip ?? 'unknown'),
      device: user ? devices.deviceOf(user.id, cookies?.[devices.name(user.id)]) : undefined,
    };
    const waitMs = await throttle.admit(client);
    if (waitMs > 0) {
      res.set('Retry-After', String(Math.ceil(waitMs / 1000)));
      throw new HttpError(429, 'too_many_attempts', TOO_MANY);
    }
    let ok = false;
    try {
      ok = await checkPassword(password, user?.passwordHash);
    } finally {
      await throttle.settle(client, ok);
    }
    if (!user || !ok) {
      const who = user ? { account: user.username } : { unknownName: nameTag(username) };
      log.warn('login failed', { ...who, ip: req.ip, knownDevice: client.device !== undefined });
      throw new HttpError(401, 'invalid_credentials', INVALID);
    }
    const { token, expiresAt } = repos.sessions.create(user.id, AUTH.sessionDays * 86_400_000);
    setSessionCookie(req, res, token, expiresAt);
    // A fresh device cookie on every sign-in (OWASP): this browser is now a known device of this account.
    const deviceCookie = {
      httpOnly: true,
      sameSite: 'strict',
      secure: req.secure,
      path: '/api/auth',
      maxAge: devices.maxAgeMs,
    } as const;
    res.cookie(devices.name(user.id), devices.issue(user.id), deviceCookie);
    repos.audit.record(user, 'login', `Inicio de sesión desde ${req.ip ?? 'desconocido'}`);
    res.json(publicUser(user));
  });

  // POST only: a GET could be fired by any link or <img> on another page.
  handle(router, 'auth.logout', ({ res }) => {
    if (res.locals.sessionToken) {
      repos.sessions.destroy(res.locals.sessionToken);
      if (res.locals.user) repos.audit.record(res.locals.user, 'logout', '');
    }
    clearSessionCookie(res);
    res.status(204).end();
  });

  handle(router, 'auth.me', requireUser, ({ res }) => {
    res.set('Cache-Control', 'no-store').json(res.locals.user);
  });

  return router;
}
