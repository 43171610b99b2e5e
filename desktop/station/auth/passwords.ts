import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import pLimit from 'p-limit';

export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}
// scrypt is memory-hard; N=2^15, r=8 uses 32 MiB per hash, ~60 ms on the studio PC.
export const PRODUCTION_PASSWORD_COST: PasswordCost = { N: 1 << 15, r: 8, p: 1 };
const MAX_MEM = 64 * 1024 * 1024;
let cost = PRODUCTION_PASSWORD_COST;

/**
 * The cost of new hashes. Only the test setup lowers it (vitest.setup.ts): hundreds of test logins and seeded
 * admins at 32 MiB and ~60 ms each would be most of some tests' time. Stored hashes carry their own parameters, so
 * any hash verifies whatever the current cost.
 */
export function setPasswordCost(next: PasswordCost) {
  cost = next;
}
const KEY_LENGTH = 32;
// One hash at a time: a flood of logins (every one costs a hash, unknown names too) then takes at most one core and
// 32 MiB from the encoder and leaves the other libuv threads to file I/O; ~16 logins a second is plenty for a station.
const oneAtATime = pLimit(1);

function derive(password: string, salt: Buffer, params: PasswordCost): Promise<Buffer> {
  return oneAtATime(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...params, maxmem: MAX_MEM }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** Format: scrypt$N$r$p$salt$hash (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = cost;
  const key = await derive(password, salt, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * verifyPassword for an account that may not exist. An unknown name is checked against a dummy hash made once with the
 * same parameters, so it costs one scrypt like a wrong password and the answer's timing does not tell which names exist.
 */
export function createPasswordCheck(): (password: string, stored: string | undefined) => Promise<boolean> {
  const dummy = hashPassword(randomBytes(16).toString('base64url'));
  // Awaited (and so reported) at the first unknown name; this only keeps an early failure from being "unhandled".
  dummy.catch(() => undefined);
  return async (password, stored) => {
    const matches = await verifyPassword(password, stored ?? (await dummy));
    return stored !== undefined && matches;
  };
}

/** A readable generated password for the first admin: 20 characters from an unambiguous alphabet. */
export function generatePassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(20);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}
