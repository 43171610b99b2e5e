import { Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import { AUTH } from '../../../../../shared/station/station-rules';
import { hashPassword, verifyPassword } from '../../../auth/passwords';
import type { StationContext } from '../../../core/context';
import { publicUser } from '../../../repos/users/users';
import { HttpError, notFound } from '../../errors/errors';
import { actor, requireAdmin, requireUser } from '../../middleware/session';
import { handle } from '../../route-helpers/handle';

const USERNAME_TAKEN = 'Ese nombre de usuario ya existe.';
const NOT_YOURSELF = 'No puedes eliminar tu propia cuenta.';
const LAST_ADMIN = 'No se puede eliminar el último administrador.';
const LAST_ADMIN_ROLE = 'La emisora necesita al menos un administrador: nombra antes a otro.';
const NOT_YOUR_ROLE = 'No puedes cambiar tu propio rol: pídeselo a otro administrador.';
const ROLE_TEXT = { admin: 'administrador', presenter: 'presentador' } as const;
const WRONG_PASSWORD = 'La contraseña actual no es correcta.';
const SAME_PASSWORD = 'La nueva contraseña debe ser distinta de la actual.';
const NO_USER = 'El usuario no existe.';
const TOO_MANY = 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.';

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === 'SQLITE_CONSTRAINT_UNIQUE';

/** Station accounts (/auth/users, an admin's password reset) and changing one's own password (/auth/password). */
export function adminUserRoutes({ repos }: Pick<StationContext, 'repos'>): Router {
  const router = Router();

  handle(router, 'users.list', requireAdmin, ({ res }) => {
    res.json(repos.users.list().map(publicUser));
  });

  handle(router, 'users.create', requireAdmin, async ({ body: input, res }) => {
    if (repos.users.findByUsername(input.username))
      throw new HttpError(409, 'username_taken', USERNAME_TAKEN, 'username');
    const hash = await hashPassword(input.password);
    let created: ReturnType<typeof repos.users.create>;
    try {
      created = repos.users.create(input.username, hash, input.role, input.displayName ?? '');
    } catch (error) {
      // Two admins creating the same name at once: the UNIQUE column decides.
      if (isUniqueViolation(error)) throw new HttpError(409, 'username_taken', USERNAME_TAKEN, 'username');
      throw error;
    }
    repos.audit.record(
      actor(res),
      'user.create',
      `Usuario «${created.username}» creado${created.isAdmin ? ' (administrador)' : ''}`,
    );
    res.status(201).json(publicUser(created));
  });

  handle(router, 'users.delete', requireAdmin, ({ params: { id }, res }) => {
    const me = actor(res);
    if (id === me.id) throw new HttpError(409, 'cannot_delete_self', NOT_YOURSELF);
    const removed = repos.transaction(() => {
      const user = repos.users.get(id);
      if (!user) throw notFound(NO_USER);
      if (user.isAdmin && repos.users.adminCount() <= 1) throw new HttpError(409, 'last_admin', LAST_ADMIN);
      repos.sessions.destroyForUser(id);
      repos.users.remove(id);
      return user;
    })();
    repos.audit.record(me, 'user.delete', `Usuario «${removed.username}» eliminado`);
    res.status(204).end();
  });

  userRoleRoute(router, { repos });
  userDisplayNameRoute(router, repos);

  // A stolen session must not turn the current-password check into an unlimited guessing oracle.
  const passwordLimiter = rateLimit({
    windowMs: AUTH.loginWindowMs,
    limit: AUTH.loginMaxFailures,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (_req, res) => `password:${res.locals.user?.id ?? 'none'}`,
    handler: (_req, _res, next) => next(new HttpError(429, 'too_many_attempts', TOO_MANY)),
  });

  // Every account, admin or not: a presenter whose password leaked must be able to change it without an admin.
  handle(router, 'users.password', requireUser, passwordLimiter, async ({ body: input, res }) => {
    const me = actor(res);
    const stored = repos.users.get(me.id);
    if (!stored || !(await verifyPassword(input.currentPassword, stored.passwordHash))) {
      throw new HttpError(400, 'wrong_password', WRONG_PASSWORD, 'currentPassword');
    }
    if (input.newPassword === input.currentPassword)
      throw new HttpError(400, 'validation_failed', SAME_PASSWORD, 'newPassword');
    const hash = await hashPassword(input.newPassword);
    repos.transaction(() => {
      repos.users.setPasswordHash(me.id, hash);
      // Whoever else holds a session of this account (the reason to change it, often) is signed out.
      if (res.locals.sessionToken) repos.sessions.destroyOthersForUser(me.id, res.locals.sessionToken);
      else repos.sessions.destroyForUser(me.id);
    })();
    repos.audit.record(me, 'user.password', 'Contraseña cambiada; las demás sesiones se cerraron');
    res.status(204).end();
  });

  // For a volunteer who forgot theirs: no current password to give, so admins only.
  handle(router, 'users.resetPassword', requireAdmin, async ({ params: { id }, body: { newPassword }, res }) => {
    const me = actor(res);
    if (!repos.users.get(id)) throw notFound(NO_USER);
    const hash = await hashPassword(newPassword);
    const user = repos.transaction(() => {
      // Looked up again after the hashing's await: the account may have been deleted meanwhile.
      const target = repos.users.get(id);
      if (!target) throw notFound(NO_USER);
      repos.users.setPasswordHash(id, hash);
      // Whoever holds the old password's sessions is signed out; an admin resetting their own keeps this one.
      if (id === me.id && res.locals.sessionToken) repos.sessions.destroyOthersForUser(id, res.locals.sessionToken);
      else repos.sessions.destroyForUser(id);
      return target;
    })();
    repos.audit.record(
      me,
      'user.password-reset',
      `Contraseña de «${user.username}» restablecida; sus sesiones se cerraron`,
    );
    res.status(204).end();
  });

  return router;
}

/**
 * PUT /auth/users/:id/role. A presenter made admin (or the other way) keeps their sessions: the session reads the
 * role on every request.
 */
function userRoleRoute(router: Router, { repos }: Pick<StationContext, 'repos'>): void {
  handle(router, 'users.role', requireAdmin, ({ params: { id }, body: { role }, res }) => {
    const me = actor(res);
    if (id === me.id) throw new HttpError(409, 'cannot_change_own_role', NOT_YOUR_ROLE);
    const user = repos.transaction(() => {
      const target = repos.users.get(id);
      if (!target) throw notFound(NO_USER);
      // Two admins demoting each other at once: the second, run after the first, finds itself the last admin.
      if (target.isAdmin && role !== 'admin' && repos.users.adminCount() <= 1)
        throw new HttpError(409, 'last_admin', LAST_ADMIN_ROLE);
      repos.users.setRole(id, role);
      return repos.users.get(id)!;
    })();
    repos.audit.record(me, 'user.role', `«${user.username}» es ahora ${ROLE_TEXT[role]}`);
    res.json(publicUser(user));
  });
}

/** PUT /auth/users/:id/display-name: the name listeners read for this account; empty gives the login name back. */
function userDisplayNameRoute(router: Router, repos: StationContext['repos']): void {
  handle(router, 'users.displayName', requireAdmin, ({ params: { id }, body: { displayName }, res }) => {
    if (!repos.users.setDisplayName(id, displayName)) throw notFound(NO_USER);
    const user = repos.users.get(id)!;
    repos.audit.record(actor(res), 'user.display-name', `Nombre visible de «${user.username}»: ${user.displayName}`);
    res.json(publicUser(user));
  });
}
