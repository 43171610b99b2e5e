import type { Alerts } from '../health/alerts';
import type { Logger } from '../core/log';
import type { RelayConfig, RelaysRepo } from '../repos/broadcast/relays';
import type { StationTitle } from './station-title';
import type { AddressPolicy } from '../uploads/address-policy';
import { MISSES_TO_ALERT, type RelayState, stateIn } from './relay-state';
import { RelayReadError, readRelayStatus } from './relay-status';

const READ_TIMEOUT_MS = 5_000;

export interface RelayCheckDeps {
  repo: RelaysRepo;
  alerts: Alerts;
  log: Logger;
  now: () => number;
  onAir: StationTitle;
  /** The monitor's states, written by each read. */
  states: Map<number, RelayState>;
  /** Which addresses a relay's status page may be read at (every outbound URL's policy). */
  policy: AddressPolicy;
}

/**
 * One read of one relay's status: its new state, its listeners for this minute, and its alerts raised after
 * MISSES_TO_ALERT bad reads in a row (down, or not carrying the station's title) and resolved when it recovers.
 */
export async function checkRelay(
  { repo, alerts, log, now, onAir, states, policy }: RelayCheckDeps,
  relay: RelayConfig,
): Promise<void> {
  const state = stateIn(states, relay.id);
  const checkedAt = new Date(now()).toISOString();
  try {
    const reading = await readRelayStatus(relay, READ_TIMEOUT_MS, policy);
    if (!repo.get(relay.id)) return; // removed while it was being read
    const matches = onAir.matches(reading.title);
    const titleMisses = matches === false ? state.titleMisses + 1 : 0;
    states.set(relay.id, { reading, ok: true, error: null, checkedAt, failures: 0, titleMisses });
    alerts.resolve('relay_down', String(relay.id));
    if (titleMisses >= MISSES_TO_ALERT)
      alerts.raise(
        'relay_title',
        `El repetidor «${relay.name}» no lleva la emisión: su título es «${reading.title ?? ''}» y en antena suena «${onAir.onAir}».`,
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
