import type { Relay } from '../../../shared/schemas/relays';
import type { Alerts } from '../health/alerts';
import type { Logger } from '../log';
import type { RelayConfig, RelaysRepo } from '../repos/relays';
import { type MountFormat, relaysWithRoom } from './relay-choice';
import { RelayReadError, type RelayReading, readRelayStatus, sameTitle } from './relay-status';

/** How often each relay's status page is read. */
const RELAY_POLL_MS = 30_000;
/** A relay is reported down, or without the station's title, after this many reads in a row say so. */
const MISSES_TO_ALERT = 2;
/** After a title change, a relay still showing the one before is only late (a pulled relay reads it in-band). */
const TITLE_GRACE_MS = 20_000;
const READ_TIMEOUT_MS = 5_000;

interface RelayState {
  reading: RelayReading | null;
  ok: boolean;
  error: string | null;
  checkedAt: string | null;
  failures: number;
  titleMisses: number;
}

export interface RelayMonitorOptions {
  repo: RelaysRepo;
  alerts: Alerts;
  log: Logger;
  /** The title the station's outputs carry now; null while it is off air (nothing to compare). */
  title(): string | null;
  intervalMs?: number;
  now?: () => number;
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
  now = Date.now,
}: RelayMonitorOptions) {
  const states = new Map<number, RelayState>();
  const onAir = { current: null as string | null, previous: null as string | null, since: 0 };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;

  const stateOf = (id: number): RelayState =>
    states.get(id) ?? { reading: null, ok: false, error: null, checkedAt: null, failures: 0, titleMisses: 0 };

  function noteTitle() {
    const current = title();
    if (current === onAir.current) return;
    onAir.previous = onAir.current;
    onAir.current = current;
    onAir.since = now();
  }

  /** Whether the relay carries what is on air; null when there is nothing to compare. */
  function titleMatches(reading: RelayReading): boolean | null {
    noteTitle();
    if (onAir.current === null) return null;
    if (sameTitle(reading.title, onAir.current)) return true;
    return sameTitle(reading.title, onAir.previous) && now() - onAir.since < TITLE_GRACE_MS;
  }

  async function check(relay: RelayConfig) {
    const state = stateOf(relay.id);
    const checkedAt = new Date(now()).toISOString();
    try {
      const reading = await readRelayStatus(relay, READ_TIMEOUT_MS);
      if (!repo.get(relay.id)) return; // removed while it was being read
      const matches = titleMatches(reading);
      const titleMisses = matches === false ? state.titleMisses + 1 : 0;
      states.set(relay.id, { reading, ok: true, error: null, checkedAt, failures: 0, titleMisses });
      alerts.resolve('relay_down', String(relay.id));
      if (titleMisses >= MISSES_TO_ALERT)
        alerts.raise(
          'relay_title',
          `El repetidor «${relay.name}» no lleva la emisión: su título es «${reading.title ?? ''}» y en antena suena «${onAir.current}».`,
          String(relay.id),
        );
      else if (matches !== false) alerts.resolve('relay_title', String(relay.id));
      repo.recordMinute({
        minute: checkedAt.slice(0, 16),
        id: relay.id,
        name: relay.name,
        listeners: reading.listeners,
      });
    } catch (error) {
      if (!repo.get(relay.id)) return;
      const message = error instanceof RelayReadError ? error.message : 'No se pudo leer su estado.';
      if (!(error instanceof RelayReadError))
        log.warn('relay status read failed', { relay: relay.name, error: (error as Error).message });
      const failures = state.failures + 1;
      states.set(relay.id, { ...state, ok: false, error: message, checkedAt, failures });
      if (failures >= MISSES_TO_ALERT)
        alerts.raise(
          'relay_down',
          `El repetidor «${relay.name}» (${relay.url}${relay.mount}) no responde: ${message}`,
          String(relay.id),
        );
    }
  }

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
        await Promise.all(relays.map(check));
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

  function view(relay: RelayConfig): Relay {
    const state = stateOf(relay.id);
    const reading = state.ok ? state.reading : null;
    return {
      id: relay.id,
      name: relay.name,
      url: relay.url,
      mount: relay.mount,
      adminUser: relay.adminUser,
      hasAdminPassword: !!relay.adminPassword,
      maxListeners: relay.maxListeners,
      listenUrl: `${relay.url}${relay.mount}`,
      ok: state.ok,
      listeners: reading?.listeners ?? 0,
      peak: reading?.peak ?? 0,
      title: reading?.title ?? null,
      checkedAt: state.checkedAt,
      error: state.error,
      carriesTitle: state.checkedAt === null || !state.ok ? null : state.titleMisses < MISSES_TO_ALERT,
      serverStartedAt: reading?.serverStartedAt ?? null,
      mountStartedAt: reading?.mountStartedAt ?? null,
      contentType: reading?.contentType ?? null,
    };
  }

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
    noteTitle,
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
