import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible';
import { AUTH } from '../../../shared/station/station-rules';

/** Who is trying to sign in. */
export interface LoginClient {
  /**
   * The account name as typed, case-folded (names are unique regardless of case). Unknown names count like real
   * ones, so the throttle does not tell which names exist.
   */
  account: string;
  /** The client address as a rate-limit key (an IPv6 address folded to its /56). */
  address: string;
  /** The id from a genuine device cookie of this account; undefined for a browser that never signed in to it. */
  device: string | undefined;
}

/**
 * Slowdown, never lockout: OWASP "Slow Down Online Guessing Attacks with Device Cookies", keyed on the address too.
 * Every failure counts for the account, the address, the pair (account, address) and, with a device cookie, the pair
 * (account, device). Then:
 * - a known device is slowed only by its own failures, so nobody else's guessing locks its owner out;
 * - any other client is slowed only at an address that already failed on this account, once the account
 *   (loginMaxFailures) or that address (loginMaxFailuresPerIp, any accounts) is over its budget. An address that never
 *   failed on the account keeps its guesses, so an attack from elsewhere cannot lock the owner out, and neither can a
 *   neighbour behind the same school or club address who mistypes another account;
 * - a busy address (over loginMaxFailuresPerIp) has one password check at a time, so it cannot fill the hash queue.
 * The decision comes before the password is checked: were a right password let through, 429 for a wrong guess and
 * 200 for the right one would make the throttle an oracle. The counts live in memory; a restart forgets them.
 */
export function createLoginThrottle() {
  // Used as counters only (get, penalty, reward never refuse); the budgets are compared below.
  const failures = new RateLimiterMemory({ points: 1, duration: AUTH.loginWindowMs / 1000 });
  const checking = new Map<string, number>();

  const keysOf = ({ account, address, device }: LoginClient) => ({
    account: JSON.stringify(['account', account]),
    address: JSON.stringify(['address', address]),
    pair: JSON.stringify(['pair', account, address]),
    device: device === undefined ? undefined : JSON.stringify(['device', account, device]),
  });
  const allKeys = (client: LoginClient) => Object.values(keysOf(client)).filter((key) => key !== undefined);
  /** Milliseconds until a counter drops below `limit`; 0 when it already is. */
  const over = (res: RateLimiterRes | null, limit: number) =>
    res && res.msBeforeNext > 0 && res.consumedPoints >= limit ? res.msBeforeNext : 0;

  async function waitMs(client: LoginClient): Promise<number> {
    const keys = keysOf(client);
    if (keys.device) return over(await failures.get(keys.device), AUTH.loginMaxFailuresPerDevice);
    const busyAddress = over(await failures.get(keys.address), AUTH.loginMaxFailuresPerIp);
    if (busyAddress > 0 && (checking.get(client.address) ?? 0) > 0) return 1000;
    const involved = over(await failures.get(keys.pair), 1);
    if (involved === 0) return 0;
    const busyAccount = over(await failures.get(keys.account), AUTH.loginMaxFailures);
    // Slowed while the pair has failed and the account or the address is over budget: lifts when either side expires.
    return Math.max(Math.min(busyAccount, involved), Math.min(busyAddress, involved));
  }

  return {
    /**
     * 0 when the client may have its password checked now, else the milliseconds to wait. An admitted attempt is
     * counted as a failure at once (and forgiven by `settle` if it succeeds), so a burst of parallel guesses cannot
     * all pass before the first one fails. The memory store answers synchronously, so no other request runs between
     * the check and the count.
     */
    async admit(client: LoginClient): Promise<number> {
      const wait = await waitMs(client);
      if (wait > 0) return wait;
      await Promise.all(allKeys(client).map((key) => failures.penalty(key)));
      if (!client.device) checking.set(client.address, (checking.get(client.address) ?? 0) + 1);
      return 0;
    },
    /** After the password check of an admitted attempt, whatever its outcome (call it from a finally). */
    async settle(client: LoginClient, succeeded: boolean): Promise<void> {
      if (!client.device) {
        const left = (checking.get(client.address) ?? 1) - 1;
        if (left > 0) checking.set(client.address, left);
        else checking.delete(client.address);
      }
      if (!succeeded) return;
      for (const key of allKeys(client)) {
        if (over(await failures.get(key), 1) > 0) await failures.reward(key);
      }
    },
  };
}
