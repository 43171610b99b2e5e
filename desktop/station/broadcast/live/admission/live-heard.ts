import type { LiveConnectionView } from '../../../../../shared/schemas/estudio/estudio';
import type { StationContext } from '../../../core/context';

/**
 * Whether a live connection is heard: the live arbiter chose it for the air and the bus is playing the live input
 * (from the fade's midpoint, as now-playing says). A source admitted for the air whose bytes decode to nothing
 * (garbage, a codec the decoder cannot read), one still fading in, or one the rotation covers because it is silent
 * is on the air by the arbiter's word only: listeners hear music, so neither the presenter's guide nor the
 * dashboard may say otherwise.
 */
export function liveConnectionsHeard(ctx: Pick<StationContext, 'live' | 'broadcast'>): LiveConnectionView[] {
  const busIsLive = ctx.broadcast.status().isLive;
  return ctx.live.connections().map((c) => ({
    ...c,
    heard: c.mode === 'air' && busIsLive && (c.userId === null || userIsHeard(ctx, c.userId)),
  }));
}

/** Whether this user's live audio is what the bus plays now (the playout's heard feed is theirs). */
export const userIsHeard = (ctx: Pick<StationContext, 'broadcast'>, userId: number): boolean =>
  ctx.broadcast.liveHeardBy?.(userId) ?? false;
