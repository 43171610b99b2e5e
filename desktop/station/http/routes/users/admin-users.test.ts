import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../auth/passwords';
import { startAdminTestStation } from '../../../../../testing/station/admin-helpers';
import { TEST_ADMIN_PASSWORD, type TestStation } from '../../../../../testing/station/test-station';
import { type ApiClient, apiClient } from '../../../../../testing/station/api-client';

let station: TestStation;
let adminCookie: string;
let api: ApiClient;

beforeAll(async () => {
  station = await startAdminTestStation();
  adminCookie = await station.login();
  api = apiClient(station, adminCookie);
});
afterAll(() => station?.close());

const me = (cookie: string) => apiClient(station, cookie).send('auth.me');

describe('users', () => {
  it('lists accounts with id, username, display name, isAdmin and role only', async () => {
    const res = await api.send('users.list');
    expect(res.status).toBe(200);
    const users = res.data!;
    expect(users).toEqual([
      { id: expect.any(Number), username: 'admin', displayName: 'admin', isAdmin: true, role: 'admin' },
    ]);
    expect(JSON.stringify(users)).not.toMatch(/scrypt|hash|password/i);
  });

  it('creates a user who can then sign in', async () => {
    const res = await api.send('users.create', {
      body: { username: 'locutora', password: 'microfono-abierto', isAdmin: false },
    });
    expect(res.status).toBe(201);
    const user = res.data!;
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
      const res = await api.sendInvalid('users.create', { body: { password: 'microfono-abierto', ...body } });
      expect(res.status).toBe(201);
      return res.data!;
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
    expect((await me(cookie)).data).toMatchObject({ username: 'presentadora', role: 'presenter' });
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
    const res = await api.sendInvalid('users.create', { body });
    expect(res.status).toBe(400);
    const error = res.error!;
    expect(error.field).toBe(field);
    expect(error.message).toContain(message);
  });

  it('refuses a username that exists in any letter case', async () => {
    const res = await api.send('users.create', { body: { username: 'LOCUTORA', password: 'otra-clave-larga' } });
    expect(res.status).toBe(409);
    expect(res.error).toMatchObject({ field: 'username', message: 'Ese nombre de usuario ya existe.' });
  });

  it('deletes a user and ends their sessions at once', async () => {
    const created = await api.call('users.create', { body: { username: 'temporal', password: 'temporal-123456' } });
    const cookie = await station.login('temporal', 'temporal-123456');
    expect((await me(cookie)).status).toBe(200);
    expect((await api.send('users.delete', { params: { id: created.id } })).status).toBe(204);
    expect((await me(cookie)).status).toBe(401);
    expect(station.context.repos.users.get(created.id)).toBeUndefined();
    expect(station.context.repos.audit.recent(1)[0]).toMatchObject({
      action: 'user.delete',
      detail: 'Usuario «temporal» eliminado',
    });
  });

  it('never deletes yourself', async () => {
    const self = station.context.repos.users.findByUsername('admin')!;
    const res = await api.send('users.delete', { params: { id: self.id } });
    expect(res.status).toBe(409);
    expect(res.error?.message).toBe('No puedes eliminar tu propia cuenta.');
    expect(station.context.repos.users.get(self.id)).toBeDefined();
  });

  it('always leaves an admin: after removing the other admin, the remaining one cannot remove itself', async () => {
    await api.send('users.create', { body: { username: 'jefa', password: 'jefa-de-estudio', isAdmin: true } });
    const jefa = apiClient(station, await station.login('jefa', 'jefa-de-estudio'));
    const admin = station.context.repos.users.findByUsername('admin')!;
    expect((await jefa.send('users.delete', { params: { id: admin.id } })).status).toBe(204);
    expect((await me(adminCookie)).status).toBe(401);
    const jefaId = station.context.repos.users.findByUsername('jefa')!.id;
    expect((await jefa.send('users.delete', { params: { id: jefaId } })).status).toBe(409);
    expect(station.context.repos.users.adminCount()).toBe(1);
  });

  it('answers 404 for a missing user and 400 for a bad id', async () => {
    const jefa = apiClient(station, await station.login('jefa', 'jefa-de-estudio'));
    expect((await jefa.send('users.delete', { params: { id: 99999 } })).status).toBe(404);
    const bad = await jefa.send('users.delete', { params: { id: '-3' } });
    expect(bad.status).toBe(400);
    expect(bad.error?.field).toBe('id');
  });
});

describe('PUT /api/auth/password', () => {
  it('changes the own password, keeps this session and ends the others', async () => {
    const jefa = apiClient(station, await station.login('jefa', 'jefa-de-estudio'));
    expect(
      (await jefa.send('users.create', { body: { username: 'cambia', password: 'jefa-de-estudio', isAdmin: true } }))
        .status,
    ).toBe(201);
    const here = await station.login('cambia', 'jefa-de-estudio');
    const elsewhere = await station.login('cambia', 'jefa-de-estudio');
    const res = await apiClient(station, here).send('users.password', {
      body: { currentPassword: 'jefa-de-estudio', newPassword: 'clave-nueva-2026' },
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
    const put = (body: unknown) => apiClient(station, cookie).sendInvalid('users.password', { body });
    const wrong = await put({ currentPassword: TEST_ADMIN_PASSWORD, newPassword: 'otra-clave-larga' });
    expect(wrong.status).toBe(400);
    expect(wrong.error).toMatchObject({
      field: 'currentPassword',
      message: 'La contraseña actual no es correcta.',
    });
    const short = await put({ currentPassword: 'clave-nueva-2026', newPassword: 'corta' });
    expect(short.status).toBe(400);
    expect(short.error?.field).toBe('newPassword');
    const same = await put({ currentPassword: 'clave-nueva-2026', newPassword: 'clave-nueva-2026' });
    expect(same.status).toBe(400);
    expect(same.error).toMatchObject({
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
    const jefa = apiClient(station, await station.login('jefa', 'jefa-de-estudio'));
    await jefa.send('users.create', { body: { username: 'adivina', password: 'adivina-123456', isAdmin: true } });
    const put = apiClient(station, await station.login('adivina', 'adivina-123456'));
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await put.send('users.password', {
            body: { currentPassword: `intento-${i}`, newPassword: 'nueva-clave-larga' },
          })
        ).status,
      ).toBe(400);
    }
    const blocked = await put.send('users.password', {
      body: { currentPassword: 'adivina-123456', newPassword: 'nueva-clave-larga' },
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
    boss = apiClient(station, bossCookie);
  });

  it('a non-admin changes their own password: this session stays, the others end', async () => {
    await boss.send('users.create', { body: { username: 'voluntaria', password: 'voluntaria-123', isAdmin: false } });
    const here = await station.login('voluntaria', 'voluntaria-123');
    const elsewhere = await station.login('voluntaria', 'voluntaria-123');
    const res = await apiClient(station, here).send('users.password', {
      body: { currentPassword: 'voluntaria-123', newPassword: 'voluntaria-nueva-456' },
    });
    expect(res.status).toBe(204);
    expect((await me(here)).status).toBe(200);
    expect((await me(elsewhere)).status).toBe(401);
    await expect(station.login('voluntaria', 'voluntaria-123')).rejects.toThrow(/401/);
    expect(await station.login('voluntaria', 'voluntaria-nueva-456')).toBeTruthy();
    // Still no admin: the change opened nothing else.
    expect((await apiClient(station, here).send('users.list')).status).toBe(403);
    const wrong = await apiClient(station, here).send('users.password', {
      body: { currentPassword: 'no-es-esta-clave', newPassword: 'otra-clave-larga' },
    });
    expect(wrong.error).toMatchObject({ field: 'currentPassword' });
  });

  it('an admin resets another account: every session of it ends, the new password works', async () => {
    const created = await boss.call('users.create', {
      body: { username: 'olvidadiza', password: 'olvidadiza-123', isAdmin: false },
    });
    const hers = [
      await station.login('olvidadiza', 'olvidadiza-123'),
      await station.login('olvidadiza', 'olvidadiza-123'),
    ];
    const reset = (id: number, body: { newPassword: string }, who = boss) =>
      who.send('users.resetPassword', { params: { id }, body });
    // Not for non-admins, not even on their own account (that needs the current password).
    const theirs = apiClient(station, hers[0]!);
    expect((await reset(created.id, { newPassword: 'sin-permiso-123' }, theirs)).status).toBe(403);
    expect((await boss.as(undefined).sendInvalid('users.resetPassword', { params: { id: created.id } })).status).toBe(
      401,
    );
    const short = await reset(created.id, { newPassword: 'corta' });
    expect(short.status).toBe(400);
    expect(short.error?.field).toBe('newPassword');
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
    const self = (await me(bossCookie)).data!.id;
    const other = await station.login('jefa', 'jefa-de-estudio');
    expect(
      (await boss.send('users.resetPassword', { params: { id: self }, body: { newPassword: 'jefa-de-estudio-2' } }))
        .status,
    ).toBe(204);
    expect((await me(bossCookie)).status).toBe(200);
    expect((await me(other)).status).toBe(401);
  });
});

describe('PUT /api/auth/users/:id/role', () => {
  it('makes a presenter an admin and back at once; refuses their own role and bad input with nothing written', async () => {
    // The first admin was removed above: 'jefa' (password reset above) is the station's admin from here on.
    const api = apiClient(station, await station.login('jefa', 'jefa-de-estudio-2'));
    const made = await api.send('users.create', {
      body: { username: 'becaria', password: 'microfono-abierto', role: 'presenter' },
    });
    const user = made.data!;
    const cookie = await station.login('becaria', 'microfono-abierto');
    const theirs = apiClient(station, cookie);
    expect((await theirs.send('users.list')).status).toBe(403);

    const promoted = await api.send('users.role', { params: { id: user.id }, body: { role: 'admin' } });
    expect(promoted.status).toBe(200);
    expect(promoted.data!).toEqual({ ...user, isAdmin: true, role: 'admin' });
    // The session they already hold reads the new role on its next request.
    expect((await theirs.send('users.list')).status).toBe(200);
    expect(station.context.repos.audit.recent(3).find((e) => e.action === 'user.role')).toMatchObject({
      detail: '«becaria» es ahora administrador',
    });

    const bad = await api.sendInvalid('users.role', { params: { id: user.id }, body: { role: 'jefa' } });
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toMatch(/rol/i);
    expect(station.context.repos.users.get(user.id)?.role).toBe('admin');

    const own = await api.send('users.role', {
      params: { id: station.context.repos.users.findByUsername('jefa')!.id },
      body: { role: 'presenter' },
    });
    expect(own.status).toBe(409);
    expect((await api.send('users.role', { params: { id: user.id }, body: { role: 'presenter' } })).status).toBe(200);
    expect((await theirs.send('users.list')).status).toBe(403);
    expect((await api.send('users.role', { params: { id: 99999 }, body: { role: 'admin' } })).status).toBe(404);
  });
});
