import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../auth/passwords';
import { startTestStation, TEST_ADMIN_PASSWORD, type TestStation } from '../../../../../testing/station/test-station';
import { apiClient } from '../../../../../testing/station/api-client';

let station: TestStation;
beforeAll(async () => {
  station = await startTestStation();
});
afterAll(() => station.close());

/** A sign-in as the login form sends it, whatever the body holds. */
const login = (body: unknown) => apiClient(station).sendInvalid('auth.login', { body });

describe('auth', () => {
  it('GET /api/auth/me is 401 JSON without a session', async () => {
    const res = await apiClient(station).send('auth.me');
    expect(res.status).toBe(401);
    expect(res.error).toMatchObject({ error: 'unauthorized', message: expect.any(String) });
  });

  it('logs in with an httpOnly SameSite=Lax session cookie and logs out', async () => {
    const res = await login({ username: 'admin', password: TEST_ADMIN_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      id: expect.any(Number),
      username: 'admin',
      displayName: 'admin',
      isAdmin: true,
      role: 'admin',
    });
    const setCookie = res.res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = setCookie.split(';')[0]!;
    expect(cookie).not.toContain(TEST_ADMIN_PASSWORD);

    const me = await apiClient(station, cookie).send('auth.me');
    expect(me.data).toMatchObject({ username: 'admin', isAdmin: true });

    const out = await apiClient(station, cookie).send('auth.logout');
    expect(out.status).toBe(204);
    expect((await apiClient(station, cookie).send('auth.me')).status).toBe(401);
  });

  it('stores only a hash of the password and of the session token', async () => {
    const cookie = await station.login();
    const token = decodeURIComponent(cookie.split('=')[1]!);
    const { db } = station.context;
    const dump = JSON.stringify([db.prepare('SELECT * FROM users').all(), db.prepare('SELECT * FROM sessions').all()]);
    expect(dump).not.toContain(TEST_ADMIN_PASSWORD);
    expect(dump).not.toContain(token);
  });

  it('answers a wrong password with 401 and the spec message', async () => {
    const res = await login({ username: 'admin', password: 'wrong-password' });
    expect(res.status).toBe(401);
    expect(res.error).toEqual({
      error: 'invalid_credentials',
      message: 'Credenciales inválidas. Por favor, verifique su usuario y contraseña.',
    });
  });

  it('validates the body: a missing username is a 400 naming the field', async () => {
    const res = await login({ password: 'x' });
    expect(res.status).toBe(400);
    const body = res.error!;
    expect(body.field).toBe('username');
    expect(body.message).toContain('El nombre de usuario es requerido');
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await apiClient(station).sendInvalid('auth.login', { rawBody: '{"username":' });
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ error: 'invalid_json' });
  });

  it('slows repeated failures for one username from one address with a Spanish 429 (more in login-throttle.test.ts)', async () => {
    const { users } = station.context.repos;
    users.create('victim', await hashPassword('victim-password-1'), false);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login({ username: 'victim', password: `guess-${i}` })).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    const blocked = await login({ username: 'victim', password: 'victim-password-1' });
    expect(blocked.status).toBe(429);
    expect(blocked.res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(blocked.error?.message).toMatch(/Demasiados intentos/);
  });

  it('a burst of parallel guesses gets no more checks than the budget', async () => {
    await station.context.repos.users.create('rafaga', await hashPassword('rafaga-password-1'), false);
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login({ username: 'rafaga', password: `guess-${i}` })),
    );
    const statuses = burst.map((res) => res.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it('a non-admin session is a user, not an admin', async () => {
    await station.context.repos.users.create('dj', await hashPassword('dj-password-123'), false);
    const cookie = await station.login('dj', 'dj-password-123');
    expect(await apiClient(station, cookie).call('auth.me')).toMatchObject({
      username: 'dj',
      isAdmin: false,
    });
  });
});
