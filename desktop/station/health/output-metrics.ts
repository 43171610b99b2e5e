import { Counter, Gauge, type Registry } from 'prom-client';
import { liveStatusSchema } from '../../../shared/schemas/broadcast/streaming';
import type { StationContext } from '../core/context';

/**
 * What the outputs and the live input are doing, for /metrics: each Icecast push up or not and the bytes it sent,
 * the live input's state, and HLS players (counted by the segments they fetch, as HLS has no connection).
 */
export function registerOutputMetrics(
  registry: Registry,
  ctx: Pick<StationContext, 'broadcast' | 'listenerStats' | 'repos'>,
) {
  const pushes = () =>
    ctx.repos.streamOutputs.list().map((config) => ({
      labels: { output: String(config.id), target: `${config.host}:${config.port}${config.mount}` },
      status: ctx.broadcast.pushStatus(config),
    }));
  new Gauge({
    name: 'emisora_push_up',
    help: '1 while an Icecast push is connected, per configured push.',
    labelNames: ['output', 'target'],
    registers: [registry],
    collect() {
      this.reset();
      for (const { labels, status } of pushes()) this.set(labels, status.state === 'connected' ? 1 : 0);
    },
  });
  // The push keeps a running total (from zero again after a restart of the station): the counter adds what is new.
  const seen = new Map<string, number>();
  new Counter({
    name: 'emisora_push_sent_bytes_total',
    help: 'Bytes sent to each Icecast push.',
    labelNames: ['output', 'target'],
    registers: [registry],
    collect() {
      for (const { labels, status } of pushes()) {
        const last = seen.get(labels.output) ?? 0;
        this.inc(labels, status.bytesSent >= last ? status.bytesSent - last : status.bytesSent);
        seen.set(labels.output, status.bytesSent);
      }
    },
  });
  new Gauge({
    name: 'emisora_live_input_state',
    help: 'The live input: 1 for its current state (offline, connecting, live, error), 0 for the others.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const current = ctx.broadcast.status().liveStatus;
      for (const state of liveStatusSchema.options) this.set({ state }, state === current ? 1 : 0);
    },
  });
  new Gauge({
    name: 'emisora_hls_listeners',
    help: 'HLS players that fetched a segment in the last 30 s.',
    registers: [registry],
    collect() {
      this.set(ctx.listenerStats.hlsListeners());
    },
  });
}
