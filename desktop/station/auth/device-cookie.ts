import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AUTH } from '../../../shared/station/station-rules';
import type { SettingsRepo } from '../repos/admin/settings';

const SECRET_SETTING = 'device_cookie_secret';

/**
 * OWASP "device cookies": a browser that has signed in to an account gets `<nonce>.<HMAC(secret, userId.nonce)>` in
 * the cookie `<AUTH.deviceCookie>_<userId>`. It authenticates nothing; it only tells the login throttle that this is a
 * known device of that account, whose owner strangers' failures must not slow down. The secret is kept in the
 * settings table so known devices stay known across restarts.
 */
export function createDeviceCookies(settings: SettingsRepo) {
  let stored = settings.read(SECRET_SETTING);
  if (!stored) {
    stored = randomBytes(32).toString('base64url');
    settings.write(SECRET_SETTING, stored);
  }
  const secret = Buffer.from(stored, 'base64url');
  const sign = (userId: number, nonce: string) => createHmac('sha256', secret).update(`${userId}.${nonce}`).digest();

  return {
    name: (userId: number) => `${AUTH.deviceCookie}_${userId}`,
    maxAgeMs: AUTH.deviceCookieDays * 86_400_000,
    issue(userId: number): string {
      const nonce = randomBytes(16).toString('base64url');
      return `${nonce}.${sign(userId, nonce).toString('base64url')}`;
    },
    /** The device id (the nonce) of a genuine cookie of this account; undefined for anything else. */
    deviceOf(userId: number, value: unknown): string | undefined {
      if (typeof value !== 'string' || value.length > 200) return undefined;
      const [nonce, signature, extra] = value.split('.');
      if (!nonce || !signature || extra !== undefined) return undefined;
      const given = Buffer.from(signature, 'base64url');
      const expected = sign(userId, nonce);
      return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
    },
  };
}
