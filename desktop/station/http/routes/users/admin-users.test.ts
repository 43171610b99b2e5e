import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../../../shared/schemas/users/auth';
import { verifyPassword } from '../../../auth/passwords';
import { as, errorBody, jsonBody, startAdminTestStation } from '../../../../../testing/station/admin-helpers';
import { TEST_ADMIN_PASSWORD, type TestStation } from '../../../../../testing/station/test-station';

let station: TestStation;
let adminCookie: string;
let api: ReturnType<typeof as>;

beforeAll(async () => {
  station = await startAdminTestStation();
  adminCookie = await station.login();
  api = as(station, adminCookie);
});
afterAll(() => station?.close());

const me = (cookie: string) => as(station, cookie)('/api/auth/me');

describe('users', () => {
  it('lists accounts with id, username, display name, isAdmin and role only', async () => {
    const res = await api('/api/auth/users');
    expect(res.status).toBe(200);
    const users = await jsonBody<Array<Record<string, unknown>>>(res);
    expect(users).toEqual([
      { id: expect.any(Number), username: 'admin', displayName: 'admin', isAdmin: true, role: 'admin' },
    ]);
    expect(JSON.stringify(users)).not.toMatch(/scrypt|hash|password/i);
  });

  it('creates a user who can then sign in', async () => {
    const res = await api('/api/auth/users', {
      method: 'POST',
      json: { username: 'locutora', password: 'microfono-abierto', isAdmin: false },
    });
    expect(res.status).toBe(201);
    const user = await jsonBody<User>(res);
    expect(user).toEqual({
      id: expect.any(Number),
      username: 'locutora',
      displayName: 'locutora',
      isAdmin: false,
      role: 'presenter',
    });
    const cookie = await station.login('locutora', 'microfono-abierto');
    expect((await me(cookie)).status).toBe(200);
    const entry = station.context.repos.audit.recent(5).find((e) => e.action === 'user.create');
    expect(entry).toMatchObject({ username: 'admin', detail: 'Usuario «locutora» creado' });
  });

  it('takes a role and answers it beside isAdmin, kept in step in the database', async () => {
    const made = async (body: object) => {
      const res = await api('/api/auth/users', { method: 'POST', json: { password: 'microfono-abierto', ...body } });
      expect(res.status).toBe(201);
      return jsonBody<User>(res);
    };
    expect(await made({ username: 'presentadora', role: 'presenter' })).toMatchObject({
      isAdmin: false,
      role: 'presenter',
    });
    expect(await made({ username: 'coordinadora', role: 'admin' })).toMatchObject({ isAdmin: true, role: 'admin' });
    expect(await made({ username: 'veterana', isAdmin: true })).toMatchObject({ isAdmin: true, role: 'admin' });
    const rows = station.context.db
      .prepare<[], { username: string; is_admin: number; role: string }>(
        "SELECT username, is_admin, role FROM users WHERE username IN ('presentadora','coordinadora','veterana') ORDER BY username",
      )
      .all();
    expect(rows).toEqual([
      { username: 'coordinadora', is_admin: 1, role: 'admin' },
      { username: 'presentadora', is_admin: 0, role: 'presenter' },
      { username: 'veterana', is_admin: 1, role: 'admin' },
    ]);
    const cookie = await station.login('presentadora', 'microfono-abierto');
    expect(await jsonBody<User>(await me(cookie))).toMatchObject({ username: 'presentadora', role: 'presenter' });
    // The later tests count admins.
    for (const name of ['presentadora', 'coordinadora', 'veterana'])
      station.context.repos.users.remove(station.context.repos.users.findByUsername(name)!.id);
  });

  it('keeps is_admin and role in step whichever one a statement writes (old code writes is_admin only)', () => {
    const { db } = station.context;
    db.prepare("INSERT INTO users (username, password_hash, is_admin) VALUES ('antigua', 'x', 0)").run();
    const row = () =>
      db
        .prepare<[], { is_admin: number; role: string }>("SELECT is_admin, role FROM users WHERE username = 'antigua'")
        .get();
    expect(row()).toEqual({ is_admin: 0, role: 'presenter' });
    db.prepare("UPDATE users SET role = 'admin' WHERE username = 'antigua'").run();
    expect(row()).toEqual({ is_admin: 1, role: 'admin' });
    db.prepare("UPDATE users SET is_admin = 0 WHERE username = 'antigua'").run();
    expect(row()).toEqual({ is_admin: 0, role: 'presenter' });
    db.prepare("DELETE FROM users WHERE username = 'antigua'").run();
  });

  it.each([
    [
      { username: 'mezcla', password: 'una-clave-larga', role: 'presenter', isAdmin: true },
      'role',
      'El rol y «isAdmin» no coinciden.',
    ],
    [{ username: 'jefa', password: 'una-clave-larga', role: 'root' }, 'role', 'El rol debe ser'],
    [{ username: 'corta', password: 'nueve9999' }, 'password', 'La contraseña debe tener al menos 10 caracteres.'],
    [
      { username: 'ab', password: 'una-clave-larga' },
      'username',
      'El nombre de usuario debe tener al menos 3 caracteres.',
    ],
    [{ username: 'con espacio', password: 'una-clave-larga' }, 'username', 'El nombre de usuario solo admite'],
    [{ password: 'una-clave-larga' }, 'username', 'El nombre de usuario es requerido'],
    [{ username: 'tecnico', password: 'una-clave-larga', isAdmin: 'sí' }, 'isAdmin', ''],
  ])('refuses %j with a 400 naming the field', async (body, field, message) => {
    const res = await api('/api/auth/users', { method: 'POST', json: body });
    expect(res.status).toBe(400);
    const error = await errorBody(res);
    expect(error.field).toBe(field);
    expect(error.message).toContain(message);
  });

  it('refuses a username that exists in any letter case', async () => {
    const res = await api('/api/auth/users', {
      method: 'POST',
      json: { username: 'LOCUTORA', password: 'otra-clave-larga' },
    });
    expect(res.status).toBe(409);
    expect(await errorBody(res)).toMatchObject({ field: 'username', message: 'Ese nombre de usuario ya existe.' });
  });

  it('deletes a user and ends their sessions at once', async () => {
    const created = await jsonBody<User>(
      await api('/api/auth/users', { method: 'POST', json: { username: 'temporal', password: 'temporal-123456' } }),
    );
    const cookie = await station.login('temporal', 'temporal-123456');
    expect((await me(cookie)).status).toBe(200);
    expect((await api(`/api/auth/users/${created.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await me(cookie)).status).toBe(401);
    expect(station.context.repos.users.get(created.id)).toBeUndefined();
    expect(station.context.repos.audit.recent(1)[0]).toMatchObject({
      action: 'user.delete',
      detail: 'Usuario «temporal» eliminado',
    });
  });

  it('never deletes yourself', async () => {
    const self = station.context.repos.users.findByUsername('admin')!;
    const res = await api(`/api/auth/users/${self.id}`, { method: 'DELETE' });
    expect(res.status).toBe(409);
    expect((await errorBody(res)).message).toBe('No puedes eliminar tu propia cuenta.');
    expect(station.context.repos.users.get(self.id)).toBeDefined();
  });

  it('always leaves an admin: after removing the other admin, the remaining one cannot remove itself', async () => {
    await api('/api/auth/users', {
      method: 'POST',
      json: { username: 'jefa', password: 'jefa-de-estudio', isAdmin: true },
    });
    const jefa = as(station, await station.login('jefa', 'jefa-de-estudio'));
    const admin = station.context.repos.users.findByUsername('admin')!;
    expect((await jefa(`/api/auth/users/${admin.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await me(adminCookie)).status).toBe(401);
    const jefaId = station.context.repos.users.findByUsername('jefa')!.id;
    expect((await jefa(`/api/auth/users/${jefaId}`, { method: 'DELETE' })).status).toBe(409);
    expect(station.context.repos.users.adminCount()).toBe(1);
  });

  it('answers 404 for a missing user and 400 for a bad id', async () => {
    const jefa = as(station, await station.login('jefa', 'jefa-de-estudio'));
    expect((await jefa('/api/auth/users/99999', { method: 'DELETE' })).status).toBe(404);
    const bad = await jefa('/api/auth/users/-3', { method: 'DELETE' });
    expect(bad.status).toBe(400);
    expect((await errorBody(bad)).field).toBe('id');
  });
});

describe('PUT /api/auth/password', () => {
  it('changes the own password, keeps this session and ends the others', async () => {
    const jefa = as(station, await station.login('jefa', 'jefa-de-estudio'));
    expect(
      (
        await jefa('/api/auth/users', {
          method: 'POST',
          json: { username: 'cambia', password: 'jefa-de-estudio', isAdmin: true },
        })
      ).status,
    ).toBe(201);
    const here = await station.login('cambia', 'jefa-de-estudio');
    const elsewhere = await station.login('cambia', 'jefa-de-estudio');
    const res = await as(station, here)('/api/auth/password', {
      method: 'PUT',
      json: { currentPassword: 'jefa-de-estudio', newPassword: 'clave-nueva-2026' },
    });
    expect(res.status).toBe(204);
    expect((await me(here)).status).toBe(200);
    expect((await me(elsewhere)).status).toBe(401);
    const stored = station.context.repos.users.findByUsername('cambia')!;
    expect(await verifyPassword('clave-nueva-2026', stored.passwordHash)).toBe(true);
    await expect(station.login('cambia', 'jefa-de-estudio')).rejects.toThrow(/401/);
    const entry = station.context.repos.audit.recent(1)[0]!;
    expect(entry).toMatchObject({ username: 'cambia', action: 'user.password' });
    expect(JSON.stringify(entry)).not.toMatch(/clave-nueva|jefa-de-estudio/);
  });

  it('refuses a wrong current password, a short new one and an unchanged one', async () => {
    const cookie = await station.login('cambia', 'clave-nueva-2026');
    const put = (json: unknown) => as(station, cookie)('/api/auth/password', { method: 'PUT', json });
    const wrong = await put({ currentPassword: TEST_ADMIN_PASSWORD, newPassword: 'otra-clave-larga' });
    expect(wrong.status).toBe(400);
    expect(await errorBody(wrong)).toMatchObject({
      field: 'currentPassword',
      message: 'La contraseña actual no es correcta.',
    });
    const short = await put({ currentPassword: 'clave-nueva-2026', newPassword: 'corta' });
    expect(short.status).toBe(400);
    expect((await errorBody(short)).field).toBe('newPassword');
    const same = await put({ currentPassword: 'clave-nueva-2026', newPassword: 'clave-nueva-2026' });
    expect(same.status).toBe(400);
    expect(await errorBody(same)).toMatchObject({
      field: 'newPassword',
      message: 'La nueva contraseña debe ser distinta de la actual.',
    });
    expect(
      await verifyPassword('clave-nueva-2026', station.context.repos.users.findByUsername('cambia')!.passwordHash),
    ).toBe(true);
  });
});

describe('password change attempts', () => {
  it('are limited per account, so a borrowed session cannot guess the current password', async () => {
    const jefa = as(station, await station.login('jefa', 'jefa-de-estudio'));
    await jefa('/api/auth/users', {
      method: 'POST',
      json: { username: 'adivina', password: 'adivina-123456', isAdmin: true },
    });
    const put = as(station, await station.login('adivina', 'adivina-123456'));
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await put('/api/auth/password', {
            method: 'PUT',
            json: { currentPassword: `intento-${i}`, newPassword: 'nueva-clave-larga' },
          })
        ).status,
      ).toBe(400);
    }
    const blocked = await put('/api/auth/password', {
      method: 'PUT',
      json: { currentPassword: 'adivina-123456', newPassword: 'nueva-clave-larga' },
    });
    expect(blocked.status).toBe(429);
    expect(
      await verifyPassword('adivina-123456', station.context.repos.users.findByUsername('adivina')!.passwordHash),
    ).toBe(true);
  });
});

describe('passwords of non-admin accounts', () => {
  // The first admin was removed above: 'jefa' is the station's admin from here on.
  let bossCookie: string;
  let boss: typeof api;
  beforeAll(async () => {
    bossCookie = await station.login('jefa', 'jefa-de-estudio');
    boss = as(station, bossCookie);
  });

  it('a non-admin changes their own password: this session stays, the others end', async () => {
    await boss('/api/auth/users', {
      method: 'POST',
      json: { username: 'voluntaria', password: 'voluntaria-123', isAdmin: false },
    });
    const here = await station.login('voluntaria', 'voluntaria-123');
    const elsewhere = await station.login('voluntaria', 'voluntaria-123');
    const res = await as(station, here)('/api/auth/password', {
      method: 'PUT',
      json: { currentPassword: 'voluntaria-123', newPassword: 'voluntaria-nueva-456' },
    });
    expect(res.status).toBe(204);
    expect((await me(here)).status).toBe(200);
    expect((await me(elsewhere)).status).toBe(401);
    await expect(station.login('voluntaria', 'voluntaria-123')).rejects.toThrow(/401/);
    expect(await station.login('voluntaria', 'voluntaria-nueva-456')).toBeTruthy();
    // Still no admin: the change opened nothing else.
    expect((await as(station, here)('/api/auth/users')).status).toBe(403);
    const wrong = await as(station, here)('/api/auth/password', {
      method: 'PUT',
      json: { currentPassword: 'no-es-esta-clave', newPassword: 'otra-clave-larga' },
    });
    expect(await errorBody(wrong)).toMatchObject({ field: 'currentPassword' });
  });

  it('an admin resets another account: every session of it ends, the new password works', async () => {
    const created = await jsonBody<User>(
      await boss('/api/auth/users', {
        method: 'POST',
        json: { username: 'olvidadiza', password: 'olvidadiza-123', isAdmin: false },
      }),
    );
    const hers = [
      await station.login('olvidadiza', 'olvidadiza-123'),
      await station.login('olvidadiza', 'olvidadiza-123'),
    ];
    const reset = (id: number, json: unknown, who = boss) =>
      who(`/api/auth/users/${id}/password`, { method: 'PUT', json });
    // Not for non-admins, not even on their own account (that needs the current password).
    expect((await reset(created.id, { newPassword: 'sin-permiso-123' }, as(station, hers[0]!))).status).toBe(403);
    expect((await station.fetch(`/api/auth/users/${created.id}/password`, { method: 'PUT' })).status).toBe(401);
    const short = await reset(created.id, { newPassword: 'corta' });
    expect(short.status).toBe(400);
    expect((await errorBody(short)).field).toBe('newPassword');
    expect((await reset(99_999, { newPassword: 'una-clave-larga' })).status).toBe(404);
    expect((await reset(created.id, { newPassword: 'restablecida-789' })).status).toBe(204);
    for (const cookie of hers) expect((await me(cookie)).status).toBe(401);
    expect((await me(bossCookie)).status).toBe(200);
    await expect(station.login('olvidadiza', 'olvidadiza-123')).rejects.toThrow(/401/);
    expect(await station.login('olvidadiza', 'restablecida-789')).toBeTruthy();
    const entry = station.context.repos.audit.recent(5).find((e) => e.action === 'user.password-reset');
    expect(entry).toMatchObject({ username: 'jefa', detail: expect.stringContaining('«olvidadiza»') });
    expect(JSON.stringify(entry)).not.toMatch(/restablecida-789/);
  });

  it('an admin resetting their own password keeps the session doing it', async () => {
    const self = (await jsonBody<User>(await me(bossCookie))).id;
    const other = await station.login('jefa', 'jefa-de-estudio');
    expect(
      (await boss(`/api/auth/users/${self}/password`, { method: 'PUT', json: { newPassword: 'jefa-de-estudio-2' } }))
        .status,
    ).toBe(204);
    expect((await me(bossCookie)).status).toBe(200);
    expect((await me(other)).status).toBe(401);
  });
});

describe('PUT /api/auth/users/:id/role', () => {
  it('makes a presenter an admin and back at once; refuses their own role and bad input with nothing written', async () => {
    // The first admin was removed above: 'jefa' (password reset above) is the station's admin from here on.
    const api = as(station, await station.login('jefa', 'jefa-de-estudio-2'));
    const made = await api('/api/auth/users', {
      method: 'POST',
      json: { username: 'becaria', password: 'microfono-abierto', role: 'presenter' },
    });
    const user = await jsonBody<User>(made);
    const cookie = await station.login('becaria', 'microfono-abierto');
    const theirs = as(station, cookie);
    expect((await theirs('/api/auth/users')).status).toBe(403);

    const promoted = await api(`/api/auth/users/${user.id}/role`, { method: 'PUT', json: { role: 'admin' } });
    expect(promoted.status).toBe(200);
    expect(await jsonBody<User>(promoted)).toEqual({ ...user, isAdmin: true, role: 'admin' });
    // The session they already hold reads the new role on its next request.
    expect((await theirs('/api/auth/users')).status).toBe(200);
    expect(station.context.repos.audit.recent(3).find((e) => e.action === 'user.role')).toMatchObject({
      detail: '«becaria» es ahora administrador',
    });

    const bad = await api(`/api/auth/users/${user.id}/role`, { method: 'PUT', json: { role: 'jefa' } });
    expect(bad.status).toBe(400);
    expect((await errorBody(bad)).message).toMatch(/rol/i);
    expect(station.context.repos.users.get(user.id)?.role).toBe('admin');

    const own = await api(`/api/auth/users/${station.context.repos.users.findByUsername('jefa')!.id}/role`, {
      method: 'PUT',
      json: { role: 'presenter' },
    });
    expect(own.status).toBe(409);
    expect((await api(`/api/auth/users/${user.id}/role`, { method: 'PUT', json: { role: 'presenter' } })).status).toBe(
      200,
    );
    expect((await theirs('/api/auth/users')).status).toBe(403);
    expect((await api('/api/auth/users/99999/role', { method: 'PUT', json: { role: 'admin' } })).status).toBe(404);
  });
});
