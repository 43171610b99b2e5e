import { Gauge, type Registry } from 'prom-client';
import { airOutputStateSchema } from '../../../shared/schemas/air-chain';
import type { StationContext } from '../context';

/** The air chain for /metrics: the transmitter feed's state (one-hot, as the live input's) and its peak level. */
export function registerAirChainMetrics(registry: Registry, ctx: Pick<StationContext, 'broadcast'>) {
  new Gauge({
    name: 'emisora_air_output_state',
    help: 'The sound device feeding the transmitter: 1 for its current state (off, starting, playing, failing).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const current = ctx.broadcast.airOutput?.().state ?? 'off';
      for (const state of airOutputStateSchema.options) this.set({ state }, state === current ? 1 : 0);
    },
  });
  new Gauge({
    name: 'emisora_air_output_peak_dbfs',
    help: 'Peak level sent to the transmitter over the last 100 ms, louder channel, dBFS (-96 for silence).',
    registers: [registry],
    collect() {
      const [left, right] = ctx.broadcast.airOutput?.().level.peak ?? [null, null];
      this.set(Math.max(left ?? -96, right ?? -96));
    },
  });
}
