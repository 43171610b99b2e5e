import { Gauge, type Registry } from 'prom-client';
import type { RelayMonitor } from './relay-monitor';

/** Per relay (labelled by its name): its listeners, its peak, and whether it answers carrying the mount. */
export function registerRelayMetrics(registry: Registry, relays: Pick<RelayMonitor, 'views'>) {
  const gauge = (name: string, help: string, value: (r: ReturnType<RelayMonitor['views']>[number]) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['relay'],
      registers: [registry],
      collect() {
        // Reset first: a removed relay's series ends instead of staying at its last value.
        this.reset();
        for (const relay of relays.views()) this.set({ relay: relay.name }, value(relay));
      },
    });
  gauge('emisora_relay_listeners', 'Listeners of each Icecast relay, from its status page.', (r) => r.listeners);
  gauge('emisora_relay_listener_peak', 'Listener peak each Icecast relay reports for the mount.', (r) => r.peak);
  gauge('emisora_relay_up', '1 while the relay answers and carries the mount.', (r) => (r.ok ? 1 : 0));
}
