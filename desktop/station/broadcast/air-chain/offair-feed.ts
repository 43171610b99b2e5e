import type { StationContext } from '../../core/context';
import type { Logger } from '../../core/log';
import type { BusTaps } from '../bus/bus-taps';
import type { Runner } from '../../ffmpeg/runner';
import { effectiveAirOutput, readAirOutput } from './air-chain-settings';
import { createOffAirMonitor } from './offair-monitor';
import { offAirInForce, readOffAir } from './offair-settings';

/**
 * The engine's off-air monitor: listening between the engine's start and stop, fed the bus by a tap, following
 * published settings changes (the admin's input, thresholds, cadence; the air output's delay).
 */
export function createOffAirFeed(
  ctx: Pick<StationContext, 'repos' | 'config' | 'events' | 'alerts' | 'ffmpegPath' | 'clock'>,
  deps: { runner: Runner; taps: BusTaps; log: Logger },
) {
  const airDelayMs = () => {
    const air = effectiveAirOutput(readAirOutput(ctx.repos.settings), ctx.config.airOutput);
    return air.device ? air.delayMs : 0;
  };
  // Read once per settings change, never per check: the check runs on a timer, the air delay with it.
  let delayMs = airDelayMs();
  const monitor = createOffAirMonitor({
    runner: deps.runner,
    ffmpegPath: ctx.ffmpegPath,
    log: deps.log.child('offair'),
    alerts: ctx.alerts,
    settings: () => offAirInForce(readOffAir(ctx.repos.settings), ctx.config.offairInput),
    airDelayMs: () => delayMs,
    clock: ctx.clock,
  });
  const removeTap = deps.taps.add('offair-monitor', monitor.frame);
  const subscription = ctx.events.settings.event(() => {
    delayMs = airDelayMs();
    void monitor.reload();
  });
  return {
    start: () => monitor.start(),
    stop: () => monitor.stop(),
    status: () => monitor.status(),
    dispose() {
      subscription.dispose();
      removeTap();
      void monitor.stop();
    },
  };
}
export type OffAirFeed = ReturnType<typeof createOffAirFeed>;
