import type { StationConfig } from '../../config/config';
import type { PushConfig } from '../../repos/broadcast/stream-outputs';

/**
 * Where a standby sends each push of its copy of the studio's settings: a push to the studio's listener mount goes
 * to the standby's own mount (Icecast's fallback for the studio's), any other push as it is. Without a mount of its
 * own it leaves that push out: two sources on one mount would lock the studio out of it when it comes back. A studio
 * pushes everything as configured (null: no change).
 */
export function standbyPushTarget(
  config: Pick<StationConfig, 'follow' | 'takeover'>,
): ((push: PushConfig) => PushConfig | null) | null {
  const studioMount = config.takeover?.studioMount;
  if (!config.follow || !studioMount) return null;
  const studioPath = new URL(studioMount).pathname;
  const own = config.takeover?.standbyMount;
  return (push) => (push.mount !== studioPath ? push : own ? { ...push, mount: own } : null);
}
