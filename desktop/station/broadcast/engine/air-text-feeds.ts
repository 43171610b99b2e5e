import type { StationContext } from '../../core/context';
import type { Logger } from '../../core/log';
import { createDabFeed } from '../dab/dab-feed';
import type { OnAirItem } from '../on-air/on-air-item';
import { createRdsFeed } from '../rds/rds-feed';

/**
 * The text that travels with the air to radios: RDS for FM and the DAB+ programme-associated data for
 * ODR-PadEnc, both fed each item as the transmitter plays it (`airHoldMs`: the air output's delay), on air between
 * the engine's start and stop.
 */
export function createAirTextFeeds(
  ctx: Omit<StationContext, 'broadcast' | 'relays'>,
  log: Logger,
  airHoldMs: () => number,
) {
  const rds = createRdsFeed(ctx, log, airHoldMs);
  const dab = createDabFeed(ctx, log.child('dab'), airHoldMs);
  return {
    rds,
    dab,
    onAir(item: OnAirItem) {
      rds.onAir(item);
      dab.onAir(item);
    },
    start() {
      rds.start();
      dab.start();
    },
    stop() {
      rds.stop();
      dab.stop();
    },
    dispose() {
      rds.dispose();
      dab.dispose();
    },
  };
}
export type AirTextFeeds = ReturnType<typeof createAirTextFeeds>;
