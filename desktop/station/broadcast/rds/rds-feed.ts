import type { RdsSettings, RdsState } from '../../../../shared/schemas/rds';
import type { StationContext } from '../../context';
import type { Logger } from '../../log';
import type { OnAirItem } from '../on-air-item';
import { createRdsDownAlert } from './rds-down-alert';
import { createRdsSender } from './rds-sender';

/** The RDS settings in force: the admin's, with the target `--rds` / EMISORA_RDS fixes when given. */
export function rdsSettingsInForce(ctx: Pick<StationContext, 'repos' | 'config'>): RdsSettings {
  const stored = ctx.repos.settings.rds();
  return ctx.config.rds ? { ...stored, target: ctx.config.rds } : stored;
}

/**
 * The engine's RDS output: on air between the engine's start and stop, fed each item at its transition midpoint
 * (engine.ts calls onAir where the outputs' title changes), following published settings changes.
 */
export function createRdsFeed(ctx: Pick<StationContext, 'repos' | 'config' | 'events' | 'alerts'>, log: Logger) {
  const down = createRdsDownAlert(ctx.alerts);
  const sender = createRdsSender({
    log: log.child('rds'),
    settings: () => rdsSettingsInForce(ctx),
    onState: down.onState,
  });
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
      sender.stop();
    },
    onAir: (item: OnAirItem) => sender.onAir(item),
    state: (): RdsState => sender.state(),
    dispose() {
      subscription.dispose();
      sender.stop();
      down.dispose();
    },
  };
}
export type RdsFeed = ReturnType<typeof createRdsFeed>;
