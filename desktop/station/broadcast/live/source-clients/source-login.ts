import { timingSafeEqual } from 'node:crypto';
import { ipKeyGenerator } from 'express-rate-limit';
import { createLoginThrottle } from '../../../auth/login-throttle';

/** Who a source password belongs to: a user, or null for the station's own key. */
export type SourceIdentity = { userId: number | null; name: string };

/** The user name Icecast's own sources use: with the station key as password, it is the admins' any-hour source. */
export const STATION_SOURCE_USER = 'source';

const same = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * Clients that cannot send a user name (darkice, old Shoutcast encoders) send `source`: their account then goes in
 * the password as `user:password`, the form AzuraCast's streamer login takes. The account a login is for.
 */
function accountOf(user: string, password: string): { user: string; password: string } {
  const colon = password.indexOf(':');
  return user === STATION_SOURCE_USER && colon > 0
    ? { user: password.slice(0, colon), password: password.slice(colon + 1) }
    : { user, password };
}

/** Who `user:password` is: the station key, or a user's own source password (also as `source` + `user:password`). */
export function identifySource(
  deps: { streamKey(): string; userSource?(user: string, password: string): SourceIdentity | null },
  user: string,
  password: string,
): SourceIdentity | null {
  if (user === STATION_SOURCE_USER && same(password, deps.streamKey())) return { userId: null, name: 'station' };
  const account = accountOf(user, password);
  if (account.user === STATION_SOURCE_USER) return null;
  return deps.userSource?.(account.user, account.password) ?? null;
}

export type SourceLoginResult = { identity: SourceIdentity } | { wrong: true } | { waitMs: number };

/**
 * Source logins slowed as the web sign-in is (auth/login-throttle.ts), per address and account: a burst of wrong
 * source passwords from one address is slowed down, an owner elsewhere is not locked out.
 */
export function createSourceLogin(identify: (user: string, password: string) => SourceIdentity | null) {
  const throttle = createLoginThrottle();
  return async (address: string | undefined, user: string, password: string): Promise<SourceLoginResult> => {
    const client = {
      account: accountOf(user, password).user.toLowerCase(),
      address: ipKeyGenerator(address ?? 'unknown'),
      device: undefined,
    };
    const waitMs = await throttle.admit(client);
    if (waitMs > 0) return { waitMs };
    let identity: SourceIdentity | null = null;
    try {
      identity = identify(user, password);
    } finally {
      await throttle.settle(client, identity !== null);
    }
    return identity ? { identity } : { wrong: true };
  };
}
export type SourceLogin = ReturnType<typeof createSourceLogin>;
