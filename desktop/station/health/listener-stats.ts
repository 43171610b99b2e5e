import { createHmac, randomBytes } from 'node:crypto';
import UAParser from 'ua-parser-js';
import type { Db } from '../db/database';
import type { Logger } from '../core/log';
import { createListenerSessionsRepo } from '../repos/reports/listener-sessions';
import { ListenerMinute, type MinuteFigures } from './listener-minute';

// An HLS player asks for a segment every 6 s: one that has asked within five segments is still listening.
const HLS_LISTENING_MS = 30_000;
const SAMPLE_MS = 1_000;

/** The player's family from its User-Agent: the browser's name, else a radio app's product token, else "Otro". */
function clientFamily(userAgent: string | undefined): string {
  if (!userAgent) return 'Desconocido';
  const browser = new UAParser(userAgent).getBrowser().name;
  if (browser) return browser.slice(0, 40);
  const product = /^([A-Za-z][\w .-]{0,38}?)(?:\/|\s|$)/.exec(userAgent.trim())?.[1];
  return product ? product.trim() : 'Otro';
}

/** One listener connection, started; call the returned function when it ends. */
export type EndSession = () => void;

/**
 * Audience statistics: each listener connection is a session row (mount, client family, start, end, and the
 * address only as an HMAC with a salt that changes every day and is never stored past it). Concurrent listeners are
 * counted in memory and written once a minute as that minute's maximum (raised at every connection, so a short peak
 * is never missed) and average (sampled each second).
 */
export function createListenerStats({ db, log, now }: { db: Db; log: Logger; now: () => number }) {
  const sessions = createListenerSessionsRepo(db);
  // Sessions a crash or power cut left open end where the station last counted its listeners.
  sessions.closeOrphans();

  const open = new Map<string, number>();
  // Per mount, since the station started: what Icecast's status calls listener_peak.
  const peaks = new Map<string, number>();
  // HLS has no connection to count: a player is the (hashed address, user agent) that fetched a segment lately.
  const hlsClients = new Map<string, number>();
  const counted = new ListenerMinute(now());
  let salt = { day: '', key: Buffer.alloc(0) };
  let timer: NodeJS.Timeout | undefined;

  function hashAddress(address: string): string {
    const day = new Date(now()).toISOString().slice(0, 10);
    if (salt.day !== day) salt = { day, key: randomBytes(32) };
    return createHmac('sha256', salt.key).update(address).digest('base64url').slice(0, 22);
  }

  function safely(what: string, work: () => void) {
    try {
      work();
    } catch (error) {
      log.error('listener statistics: could not write', { what, error: (error as Error).message });
    }
  }

  function writeMinute({ iso, max, average }: MinuteFigures) {
    if (max > 0 || average > 0) safely('minute', () => sessions.writeMinute(iso, max, average));
  }

  function rollMinute(at: number) {
    const ended = counted.roll(at);
    if (ended) writeMinute(ended);
  }

  function changed(mount: string, delta: number) {
    rollMinute(now());
    const count = Math.max(0, (open.get(mount) ?? 0) + delta);
    open.set(mount, count);
    if (count > (peaks.get(mount) ?? 0)) peaks.set(mount, count);
    counted.change(delta);
  }

  return {
    /** A listener connected to `mount` (mp3, aac, opus, flv…); returns the function that ends its session. */
    start(mount: string, info: { userAgent?: string; address?: string }): EndSession {
      let id: number | null = null;
      safely('session', () => {
        id = sessions.start(
          mount,
          new Date(now()).toISOString(),
          clientFamily(info.userAgent),
          hashAddress(info.address ?? ''),
        );
      });
      changed(mount, 1);
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        changed(mount, -1);
        if (id !== null) safely('session end', () => sessions.finish(id!, new Date(now()).toISOString()));
      };
    },
    /** Listeners connected now, in total and per mount. */
    concurrent: () => counted.concurrent,
    byMount: () => Object.fromEntries(open),
    /** An HLS player fetched a segment. */
    hlsSegment(info: { userAgent?: string; address?: string }) {
      hlsClients.set(`${hashAddress(info.address ?? '')}|${info.userAgent ?? ''}`, now());
    },
    /** HLS players that fetched a segment in the last 30 s. */
    hlsListeners(): number {
      const since = now() - HLS_LISTENING_MS;
      for (const [client, at] of hlsClients) if (at < since) hlsClients.delete(client);
      return hlsClients.size;
    },
    /** The most listeners each mount has had at once since the station started. */
    peakByMount: (): Record<string, number> => Object.fromEntries(peaks),
    /** One sample of the concurrent count (each second); writes the minute that just ended. */
    sample() {
      rollMinute(now());
      counted.sample();
    },
    /** Samples the concurrent count every second and writes each minute as it ends. */
    startSampling() {
      if (timer) return;
      timer = setInterval(() => this.sample(), SAMPLE_MS);
      timer.unref();
    },
    /** Writes the minute under way (tests, shutdown) and stops sampling. */
    flush() {
      writeMinute(counted.figures());
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
      this.flush();
    },
  };
}
export type ListenerStats = ReturnType<typeof createListenerStats>;
