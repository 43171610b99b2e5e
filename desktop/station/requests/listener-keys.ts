import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SettingsRepo } from '../repos/admin/settings';

const SECRET_SETTING = 'request_listener_secret';
export const LISTENER_COOKIE = 'emisora_oyente';
export const LISTENER_COOKIE_DAYS = 365;

export interface ListenerKey {
  /** Keyed hash of the cookie's id: the same browser, whatever its address. */
  listenerHash: string;
  /** Keyed hash of the address: the same address, whatever its cookies. */
  addressHash: string;
  /** A cookie to set when the browser brought no genuine one. */
  issued?: string;
}

/**
 * Who is asking, without an account: a browser carries `<id>.<HMAC(secret, id)>`, and its address is kept
 * only as a keyed hash. A listener's turn is held by both: clearing cookies does not give a new turn, nor does a
 * new address (listeners behind one shared address share its turn). The secret lives in the settings table, so a
 * restart keeps every turn.
 */
export function createListenerKeys(settings: SettingsRepo) {
  let stored = settings.read(SECRET_SETTING);
  if (!stored) {
    stored = randomBytes(32).toString('base64url');
    settings.write(SECRET_SETTING, stored);
  }
  const secret = Buffer.from(stored, 'base64url');
  const mac = (text: string) => createHmac('sha256', secret).update(text).digest();

  function idOf(cookie: unknown): string | undefined {
    if (typeof cookie !== 'string' || cookie.length > 200) return undefined;
    const [id, signature, extra] = cookie.split('.');
    if (!id || !signature || extra !== undefined) return undefined;
    const given = Buffer.from(signature, 'base64url');
    const expected = mac(`cookie.${id}`);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
  }

  return {
    keyOf(cookie: unknown, address: string): ListenerKey {
      let id = idOf(cookie);
      let issued: string | undefined;
      if (!id) {
        id = randomBytes(16).toString('base64url');
        issued = `${id}.${mac(`cookie.${id}`).toString('base64url')}`;
      }
      return {
        listenerHash: mac(`listener.${id}`).toString('base64url'),
        addressHash: mac(`address.${address}`).toString('base64url'),
        issued,
      };
    },
  };
}
