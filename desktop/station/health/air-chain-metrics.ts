import { Gauge, type Registry } from 'prom-client';
import { airOutputStateSchema } from '../../../shared/schemas/broadcast/air-chain';
import { offAirStateSchema } from '../../../shared/schemas/off-air/off-air';
import type { StationContext } from '../core/context';

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
  registerOffAirMetrics(registry, ctx);
}

/** The off-air monitor: the delay and correlation of its last check (NaN before one), and its state one-hot. */
function registerOffAirMetrics(registry: Registry, ctx: Pick<StationContext, 'broadcast'>) {
  new Gauge({
    name: 'emisora_offair_delay_seconds',
    help: 'Delay from the bus to what the off-air monitor hears, seconds, at the best correlation of the last check.',
    registers: [registry],
    collect() {
      this.set(ctx.broadcast.offAir?.().delaySeconds ?? Number.NaN);
    },
  });
  new Gauge({
    name: 'emisora_offair_correlation',
    help: 'Envelope correlation (-1..1) between the bus and the off-air monitor at that delay, last check.',
    registers: [registry],
    collect() {
      this.set(ctx.broadcast.offAir?.().correlation ?? Number.NaN);
    },
  });
  new Gauge({
    name: 'emisora_offair_state',
    help: 'The off-air monitor: 1 for its current state (off, listening, ok, silent, mismatch, degraded).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const current = ctx.broadcast.offAir?.().state ?? 'off';
      for (const state of offAirStateSchema.options) this.set({ state }, state === current ? 1 : 0);
    },
  });
}
