import type { Relay } from '../../../shared/schemas/broadcast/relays';
import type { Alerts } from '../health/alerts';
import type { Logger } from '../core/log';
import type { RelayConfig, RelaysRepo } from '../repos/broadcast/relays';
import { StationTitle } from './station-title';
import { type AddressPolicy, publicAddressesOnly } from '../uploads/address-policy';
import { checkRelay } from './relay-check';
import { type MountFormat, relaysWithRoom } from './relay-choice';
import { type RelayState, relayView, stateIn } from './relay-state';

/** How often each relay's status page is read. */
const RELAY_POLL_MS = 30_000;

export interface RelayMonitorOptions {
  repo: RelaysRepo;
  alerts: Alerts;
  log: Logger;
  /** The title the station's outputs carry now; null while it is off air (nothing to compare). */
  title(): string | null;
  intervalMs?: number;
  now: () => number;
  /** Which addresses the status pages may be read at: every outbound URL's policy (default public only). */
  policy?: AddressPolicy;
}

/**
 * Reads every relay's /status-json.xsl on a timer (the first read at once): listeners, peak, the title it
 * carries, its uptime. Keeps each relay's listeners per minute for the audience statistics, raises an alert per
 * relay when it stops answering or stops carrying the station's title (resolved when it recovers), and says which
 * relays may take new listeners.
 */
export function createRelayMonitor({
  repo,
  alerts,
  log,
  title,
  intervalMs = RELAY_POLL_MS,
  now,
  policy = publicAddressesOnly,
}: RelayMonitorOptions) {
  const states = new Map<number, RelayState>();
  const onAir = new StationTitle(title, now);
  const deps = { repo, alerts, log, now, onAir, states, policy };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;

  /** Reads every relay once; a call while a round runs starts one more round after it. */
  function checkAll(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        const relays = repo.list();
        const ids = new Set(relays.map((r) => r.id));
        for (const id of states.keys()) if (!ids.has(id)) forget(id);
        await Promise.all(relays.map((relay) => checkRelay(deps, relay)));
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  function forget(id: number) {
    states.delete(id);
    alerts.resolve('relay_down', String(id));
    alerts.resolve('relay_title', String(id));
  }

  const view = (relay: RelayConfig): Relay => relayView(relay, stateIn(states, relay.id));
  const views = () => repo.list().map(view);

  return {
    start() {
      if (timer) return;
      void checkAll();
      timer = setInterval(() => void checkAll(), intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
    /** A relay was added, changed or removed: read them all now rather than at the next tick. */
    changed: () => checkAll(),
    checkAll,
    /** The station's title changed (the engine's nowPlaying event): remembered for the grace of late relays. */
    noteTitle: () => onAir.note(),
    view,
    views,
    /** Listen URLs of the relays that may take a new listener of this format, best first. */
    withRoom(format: MountFormat): string[] {
      return relaysWithRoom(
        views().map((r) => ({ ...r, healthy: r.ok && r.carriesTitle !== false })),
        format,
      ).map((r) => r.listenUrl);
    },
  };
}
export type RelayMonitor = ReturnType<typeof createRelayMonitor>;
