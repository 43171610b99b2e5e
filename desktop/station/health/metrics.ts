import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { alertKindSchema } from '../../../shared/schemas/admin/health';
import type { StationContext } from '../core/context';
import { registerRelayMetrics } from '../relays/relay-metrics';
import { registerOutputMetrics } from './output-metrics';
import { registerAirChainMetrics } from './air-chain-metrics';

/** Counters the engine keeps as running totals: Prometheus counters only go up, so each scrape adds the difference. */
function totalCounter(counter: Counter<string>) {
  const seen = new Map<string, number>();
  return (value: number, labels: Record<string, string> = {}) => {
    const key = JSON.stringify(labels);
    const last = seen.get(key) ?? 0;
    // A restarted engine starts its totals again from zero: count what it did since.
    const delta = value >= last ? value - last : value;
    seen.set(key, value);
    // inc(…, 0) too: a series exists from the first scrape, so a dashboard sees 0 rather than nothing.
    counter.inc(labels, delta);
  };
}

/**
 * GET /metrics for monitoring tools: listeners per mount, on air, live, dead air, encoder restarts, mixer
 * underruns, open alerts, plus prom-client's process and event-loop-lag metrics. One registry per station, read
 * from the engine at each scrape (nothing runs between scrapes but the event-loop monitor).
 */
export function createMetrics(
  ctx: Pick<StationContext, 'broadcast' | 'listenerStats' | 'alerts' | 'relays' | 'repos'>,
) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'emisora_' });
  // prom-client adds three gauges named `…_total`, a suffix Prometheus keeps for counters (`promtool check
  // metrics` fails on them); the same figures stay per type in emisora_nodejs_active_{resources,handles,requests}.
  for (const name of ['resources', 'handles', 'requests'])
    registry.removeSingleMetric(`emisora_nodejs_active_${name}_total`);

  const listeners = new Gauge({
    name: 'emisora_listeners',
    help: 'Listeners connected now, per mount (mp3, aac, opus, flv).',
    labelNames: ['mount'],
    registers: [registry],
    collect() {
      this.reset();
      for (const mount of ['mp3', 'flv']) this.set({ mount }, 0);
      for (const [mount, count] of Object.entries(ctx.listenerStats.byMount())) this.set({ mount }, count);
    },
  });
  new Gauge({
    name: 'emisora_on_air',
    help: '1 while the station is broadcasting.',
    registers: [registry],
    collect() {
      this.set(ctx.broadcast.status().serverRunning ? 1 : 0);
    },
  });
  new Gauge({
    name: 'emisora_live',
    help: '1 while a live show is on air.',
    registers: [registry],
    collect() {
      this.set(ctx.broadcast.status().isLive ? 1 : 0);
    },
  });
  new Gauge({
    name: 'emisora_alerts_open',
    help: 'Open alerts, per kind.',
    labelNames: ['kind'],
    registers: [registry],
    collect() {
      for (const kind of alertKindSchema.options) this.set({ kind }, ctx.alerts.isOpen(kind) ? 1 : 0);
    },
  });
  registerRelayMetrics(registry, ctx.relays);
  registerOutputMetrics(registry, ctx);
  registerAirChainMetrics(registry, ctx);
  const deadAir = new Counter({
    name: 'emisora_dead_air_seconds_total',
    help: 'Seconds the output was silent beyond deadAirSec.',
    registers: [registry],
  });
  const restarts = new Counter({
    name: 'emisora_encoder_restarts_total',
    help: 'Encoder processes restarted after dying, per encoder.',
    labelNames: ['encoder'],
    registers: [registry],
  });
  const underruns = new Counter({
    name: 'emisora_mixer_underruns_total',
    help: 'Bus frames a source could not deliver in time (padded with silence).',
    registers: [registry],
  });
  const deadAirTotal = totalCounter(deadAir);
  const restartTotal = totalCounter(restarts);
  const underrunTotal = totalCounter(underruns);

  /** Reads the engine's running totals into the counters; called before each scrape. */
  function refresh() {
    deadAirTotal(ctx.broadcast.health?.().deadAirSeconds ?? 0);
    const diagnostics = ctx.broadcast.diagnostics?.();
    if (!diagnostics) return;
    underrunTotal(diagnostics.underruns);
    for (const encoder of diagnostics.encoderRestarts) restartTotal(encoder.restarts, { encoder: encoder.name });
  }
  void listeners;

  return {
    contentType: registry.contentType,
    async text(): Promise<string> {
      refresh();
      return registry.metrics();
    },
  };
}
