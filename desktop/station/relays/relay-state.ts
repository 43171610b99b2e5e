import type { Relay } from '../../../shared/schemas/broadcast/relays';
import type { RelayConfig } from '../repos/broadcast/relays';
import type { RelayReading } from './relay-status';

/** A relay is reported down, or without the station's title, after this many reads in a row say so. */
export const MISSES_TO_ALERT = 2;

/** What the monitor knows of one relay from its last reads. */
export interface RelayState {
  reading: RelayReading | null;
  ok: boolean;
  error: string | null;
  checkedAt: string | null;
  failures: number;
  titleMisses: number;
}

/** A relay's state, or that of one not read yet. */
export function stateIn(states: ReadonlyMap<number, RelayState>, id: number): RelayState {
  return states.get(id) ?? { reading: null, ok: false, error: null, checkedAt: null, failures: 0, titleMisses: 0 };
}

/** A relay as the API shows it: its settings and what its last read found (nothing of a failed read's figures). */
export function relayView(relay: RelayConfig, state: RelayState): Relay {
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
