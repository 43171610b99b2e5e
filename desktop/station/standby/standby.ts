import type { StationContext } from '../core/context';
import type { ApiGroup } from '../http/route-helpers/api-group';
import type { AiringPeriods } from './follow/as-run-return';
import { createFollower } from './follow/follower';
import { followersRoutes } from './followers/followers-routes';
import { standbyRoutes } from './followers/standby-routes';
import { createStudioFeed } from './followers/studio-feed';
import type { Standby } from './status/standby-types';

export interface StandbyOptions {
  /** How often a follower polls the studio (default FOLLOW_POLL_MS); tests shorten it. */
  pollMs?: number;
  /** How often a follower reads the studio's air state (default AIR_STATE_POLL_MS); tests shorten it. */
  airStatePollMs?: number;
  /** The hours a standby aired, whose as-run goes back to the studio (default: every row it wrote). */
  airingPeriods?: AiringPeriods;
}

export function createStandby(
  ctx: Pick<StationContext, 'config' | 'repos' | 'media' | 'clock' | 'log' | 'db'>,
  options: StandbyOptions = {},
): Standby {
  const feed = createStudioFeed(ctx.db, ctx.media);
  const follower = ctx.config.follow ? createFollower(ctx, ctx.config.follow, options) : null;
  return {
    feed,
    follower,
    health() {
      if (!follower) return { role: 'studio' };
      const { following, lagSeconds, copyError } = follower.status();
      // Whether this standby has the air is the takeover's to say; following alone never takes it.
      return { role: 'follower', following, lagSeconds, copyError, onAir: false };
    },
    start: () => follower?.start(),
    stop: async () => follower?.stop(),
  };
}

/** The studio's follower tokens (admin) and what followers read with one. */
export const standbyGroup: ApiGroup = (ctx, api) => {
  api.use(followersRoutes(ctx));
  api.use(standbyRoutes(ctx));
};
