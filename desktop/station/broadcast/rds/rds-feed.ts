import type { RdsSettings, RdsState } from '../../../../shared/schemas/broadcast/rds';
import type { StationContext } from '../../core/context';
import type { Logger } from '../../core/log';
import type { OnAirItem } from '../on-air/on-air-item';
import { createRdsDownAlert } from './rds-down-alert';
import { createRdsHold } from './rds-hold';
import { createRdsSender } from './rds-sender';

/** The RDS settings in force: the admin's, with the target `--rds` / EMISORA_RDS fixes when given. */
export function rdsSettingsInForce(ctx: Pick<StationContext, 'repos' | 'config'>): RdsSettings {
  const stored = ctx.repos.settings.rds();
  return ctx.config.rds ? { ...stored, target: ctx.config.rds } : stored;
}

/**
 * The engine's RDS output: on air between the engine's start and stop, fed each item at its transition midpoint
 * (engine.ts calls onAir where the outputs' title changes), following published settings changes. `airHoldMs`
 * is how late the transmitter plays the bus (the air output's delay and device latency, 0 without one): car radios
 * show the title when the song is heard, and resends keep the text of what the transmitter plays until then.
 */
export function createRdsFeed(
  ctx: Pick<StationContext, 'repos' | 'config' | 'events' | 'alerts' | 'clock'>,
  log: Logger,
  airHoldMs: () => number = () => 0,
) {
  const down = createRdsDownAlert(ctx.alerts);
  const sender = createRdsSender({
    log: log.child('rds'),
    settings: () => rdsSettingsInForce(ctx),
    onState: down.onState,
    clock: ctx.clock,
  });
  const hold = createRdsHold({ holdMs: airHoldMs, release: (item) => sender.onAir(item), now: ctx.clock.monotonic });
  let running = false;
  const subscription = ctx.events.settings.event(() => {
    if (running) sender.reload();
  });
  return {
    start() {
      running = true;
      sender.start();
    },
    stop() {
      running = false;
      hold.clear();
      sender.stop();
    },
    onAir: (item: OnAirItem) => hold.push(item),
    state: (): RdsState => sender.state(),
    dispose() {
      subscription.dispose();
      hold.clear();
      sender.stop();
      down.dispose();
    },
  };
}
export type RdsFeed = ReturnType<typeof createRdsFeed>;
