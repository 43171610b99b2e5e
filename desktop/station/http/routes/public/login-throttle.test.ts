import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH } from '../../../../../shared/station/station-rules';
import { hashPassword, PRODUCTION_PASSWORD_COST, setPasswordCost } from '../../../auth/passwords';
import { TEST_PASSWORD_COST } from '../../../../../vitest.setup';
import { createLogger } from '../../../core/log';
import { startTestStation, TEST_ADMIN_PASSWORD, type TestStation } from '../../../../../testing/station/test-station';
import { apiUrl } from '../../../../../testing/station/api-client';

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: { error?: string; message?: string; username?: string };
}

/**
 * POST /api/auth/login from a chosen loopback address. Linux routes all of 127.0.0.0/8 to `lo`, so binding the
 * client socket to 127.0.0.x gives the station a real, different peer address (no forwarded header involved).
 */
function loginFrom(
  station: TestStation,
  from: string,
  username: string,
  password: string,
  cookie = '',
): Promise<Reply> {
  const { port } = new URL(station.url);
  const payload = JSON.stringify({ username, password });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: apiUrl('auth.login'),
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(payload),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text ? (JSON.parse(text) as Reply['body']) : {},
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The device cookie a successful login set, as a Cookie header value. */
function deviceCookieOf(reply: Reply): string {
  const cookie = (reply.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${AUTH.deviceCookie}_`));
  if (!cookie) throw new Error('no device cookie was set');
  return cookie.split(';')[0]!;
}

async function fail(station: TestStation, from: string, username: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await loginFrom(station, from, username, `guess-${i}`)).status);
  return statuses;
}

const TOO_MANY = /Demasiados intentos/;

describe('login slowdown, never lockout (OWASP device cookies)', () => {
  let station: TestStation;
  beforeAll(async () => {
    station = await startTestStation();
  });
  afterAll(() => station.close());

  it('(a) 50 failures for admin from one address do not stop the right password from another address', async () => {
    const statuses = await fail(station, '127.0.0.2', 'admin', 50);
    expect(statuses.slice(0, AUTH.loginMaxFailures)).toEqual(Array(AUTH.loginMaxFailures).fill(401));
    // The attacking address is slowed down: its guesses past the budget are not even checked.
    expect(statuses.slice(AUTH.loginMaxFailures)).toEqual(Array(50 - AUTH.loginMaxFailures).fill(429));
    const owner = await loginFrom(station, '127.0.0.3', 'admin', TEST_ADMIN_PASSWORD);
    expect(owner.status).toBe(200);
    expect(owner.body).toMatchObject({ username: 'admin' });
  });

  it('(b) the device cookie of an earlier login lets the owner in from the very address under attack', async () => {
    await station.context.repos.users.create('locutora', await hashPassword('locutora-clave-1'), false);
    const earlier = await loginFrom(station, '127.0.0.4', 'locutora', 'locutora-clave-1');
    expect(earlier.status).toBe(200);
    const device = deviceCookieOf(earlier);
    expect(await fail(station, '127.0.0.4', 'locutora', 50)).toContain(429);
    expect((await loginFrom(station, '127.0.0.4', 'locutora', 'locutora-clave-1', device)).status).toBe(200);
    // (c) The same address without the cookie is throttled even with the right password: the decision is taken
    // before the password is checked, or 429-versus-200 would tell an attacker which guess was right.
    const untrusted = await loginFrom(station, '127.0.0.4', 'locutora', 'locutora-clave-1');
    expect(untrusted.status).toBe(429);
    expect(untrusted.body).toEqual({ error: 'too_many_attempts', message: expect.stringMatching(TOO_MANY) });
    const retryAfter = Number(untrusted.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(AUTH.loginWindowMs / 1000);
  });

  it('sets the device cookie httpOnly, SameSite=Strict, only for the auth routes, and long-lived', async () => {
    const reply = await loginFrom(station, '127.0.0.5', 'admin', TEST_ADMIN_PASSWORD);
    const raw = (reply.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${AUTH.deviceCookie}_`)) ?? '';
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Strict/i);
    expect(raw).toMatch(/Path=\/api\/auth/);
    const maxAge = Number(/Max-Age=(\d+)/i.exec(raw)?.[1]);
    expect(maxAge).toBe(AUTH.deviceCookieDays * 86_400);
    // The session cookie comes first, so clients that keep only the first cookie keep the session.
    expect(reply.headers['set-cookie']?.[0]).toMatch(new RegExp(`^${AUTH.sessionCookie}=`));
  });

  it('a forged or borrowed device cookie is not a known device', async () => {
    await station.context.repos.users.create('tecnico', await hashPassword('tecnico-clave-1'), false);
    const own = deviceCookieOf(await loginFrom(station, '127.0.0.6', 'tecnico', 'tecnico-clave-1'));
    const admins = deviceCookieOf(await loginFrom(station, '127.0.0.6', 'admin', TEST_ADMIN_PASSWORD));
    expect(await fail(station, '127.0.0.6', 'tecnico', AUTH.loginMaxFailures + 1)).toContain(429);
    const [name, value] = own.split('=') as [string, string];
    // Another nonce under the same signature.
    const forged = `${name}=${value.startsWith('A') ? 'B' : 'A'}${value.slice(1)}`;
    expect((await loginFrom(station, '127.0.0.6', 'tecnico', 'tecnico-clave-1', forged)).status).toBe(429);
    // admin's cookie renamed to tecnico's: signed for another account, so not tecnico's device.
    const borrowed = `${name}=${admins.split('=')[1]}`;
    expect((await loginFrom(station, '127.0.0.6', 'tecnico', 'tecnico-clave-1', borrowed)).status).toBe(429);
    expect((await loginFrom(station, '127.0.0.6', 'tecnico', 'tecnico-clave-1', own)).status).toBe(200);
  });

  it('a known device has its own budget: a stolen device cookie is no unlimited oracle', async () => {
    await station.context.repos.users.create('productor', await hashPassword('productor-clave-1'), false);
    const device = deviceCookieOf(await loginFrom(station, '127.0.0.7', 'productor', 'productor-clave-1'));
    const statuses: number[] = [];
    for (let i = 0; i <= AUTH.loginMaxFailuresPerDevice; i++)
      statuses.push((await loginFrom(station, '127.0.0.8', 'productor', `robada-${i}`, device)).status);
    expect(statuses.slice(0, AUTH.loginMaxFailuresPerDevice)).toEqual(Array(AUTH.loginMaxFailuresPerDevice).fill(401));
    expect(statuses.at(-1)).toBe(429);
    expect((await loginFrom(station, '127.0.0.8', 'productor', 'productor-clave-1', device)).status).toBe(429);
    // The owner elsewhere, never involved in those failures, still signs in.
    expect((await loginFrom(station, '127.0.0.9', 'productor', 'productor-clave-1')).status).toBe(200);
  });

  it('while an account is under attack, an uninvolved address gets its guess, then is slowed too (botnets)', async () => {
    await station.context.repos.users.create('musico', await hashPassword('musico-clave-1'), false);
    await fail(station, '127.0.0.10', 'musico', AUTH.loginMaxFailures);
    expect((await loginFrom(station, '127.0.0.11', 'musico', 'otra-vez')).status).toBe(401);
    expect((await loginFrom(station, '127.0.0.11', 'musico', 'y-otra')).status).toBe(429);
    expect((await loginFrom(station, '127.0.0.12', 'musico', 'musico-clave-1')).status).toBe(200);
  });

  it('(d) 25 failures from one address across accounts do not stop its correct logins (a school or club NAT)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await loginFrom(station, '127.0.0.13', `nadie${i}`, 'x')).status);
    expect(statuses).toEqual(Array(25).fill(401));
    expect((await loginFrom(station, '127.0.0.13', 'admin', TEST_ADMIN_PASSWORD)).status).toBe(200);
    // What the address limit does slow: no second guess for an account that address already failed on…
    expect((await loginFrom(station, '127.0.0.13', 'nadie3', 'y')).status).toBe(429);
    // …while a first guess for another name is still answered.
    expect((await loginFrom(station, '127.0.0.13', 'nadie-nuevo', 'x')).status).toBe(401);
  });
});

describe('login timing', () => {
  const ACCOUNTS = ['cronometro1', 'cronometro2'];
  let station: TestStation;
  beforeAll(async () => {
    // What is timed is the hash: at the production cost it is what a login costs, at the tests' cheap one noise wins.
    setPasswordCost(PRODUCTION_PASSWORD_COST);
    station = await startTestStation();
    for (const name of ACCOUNTS)
      await station.context.repos.users.create(name, await hashPassword(`${name}-clave`), false);
  });
  afterAll(async () => {
    await station.close();
    setPasswordCost(TEST_PASSWORD_COST);
  });

  // What a login costs this process in CPU (the scrypt on libuv's pool included), not in wall time: the answer's
  // time is that cost plus waiting, and on a loaded machine the waiting swamps it. A name check that skipped the hash
  // would cost a hundredth of a wrong password.
  const timed = async (from: string, username: string) => {
    const start = process.cpuUsage();
    expect((await loginFrom(station, from, username, 'no-es-la-clave')).status).toBe(401);
    const { user, system } = process.cpuUsage(start);
    return user + system;
  };

  it('an unknown username costs about as much as a wrong password (no user enumeration by timing)', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, each from its own address and below every budget, so no throttled (fast) answer is timed.
    for (const [a, account] of ACCOUNTS.entries()) {
      for (let i = 1; i < AUTH.loginMaxFailures; i++) {
        known.push(await timed(`127.0.${a + 1}.${i}`, account));
        unknown.push(await timed(`127.0.${a + 11}.${i}`, `desconocido-${a}-${i}`));
      }
    }
    // The cheapest of each: the station's own work in the same moments (the mixer's frames) only ever adds.
    const ratio = Math.min(...unknown) / Math.min(...known);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});

describe('failed-login log lines', () => {
  const lines: string[] = [];
  let station: TestStation;
  beforeAll(async () => {
    station = await startTestStation(
      { logLevel: 'debug' },
      { log: createLogger('debug', 'station', (line) => lines.push(line)) },
    );
  });
  afterAll(() => station.close());

  it('never contain a typed username or password, but do name a real account and the address', async () => {
    // A password typed into the user field by mistake.
    expect((await loginFrom(station, '127.0.0.20', 'MiContraseñaSecreta1', 'admin')).status).toBe(401);
    expect((await loginFrom(station, '127.0.0.21', 'admin', 'OtraContraseñaSecreta2')).status).toBe(401);
    const failures = lines.filter((line) => line.includes('login failed'));
    expect(failures).toHaveLength(2);
    const all = lines.join('\n');
    expect(all).not.toMatch(/MiContrase|OtraContrase/);
    expect(failures[0]).toContain('127.0.0.20');
    expect(failures[1]).toContain('"account":"admin"');
    expect(failures[1]).toContain('127.0.0.21');
  });
});
