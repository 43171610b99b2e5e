import type { TimedSlot } from '../programming/planner/planner';
import type { Repos } from '../repos/index';
import { slotRefuses } from './request-rules';

/** Where the planner finds listeners' requests. */
export interface RequestFeed {
  /**
   * The oldest waiting request that may air in `slot`, leaving out `placed`, whatever is already decoding, and
   * songs `keeps` says would break a separation rule now (they wait for a later decision).
   */
  next(
    slot: TimedSlot | null,
    placed: ReadonlySet<number>,
    keeps?: (trackId: number) => boolean,
  ): { requestId: number; trackId: number } | null;
  /** The studio took a request out of the queue ("Quitar"): it is rejected, so no later decision brings it back. */
  remove(requestId: number): void;
}

/**
 * Listeners' requests as the planner reads them at each music decision: the oldest waiting one, unless the slot
 * takes no requests (a show the admin closed to them, a slot type that is off). `inFlight` is the request already
 * decided and decoding: the air's own decisions are not remembered by the planner (a re-plan discards the decoding
 * item, and its request must then be found again), so it is left out here instead.
 */
export function createRequestFeed(
  repos: Pick<Repos, 'songRequests' | 'settings'>,
  inFlight: () => number | undefined,
): RequestFeed {
  return {
    next(slot, placed, keeps) {
      if (slotRefuses(slot, repos.settings.requests())) return null;
      const decoding = inFlight();
      for (const request of repos.songRequests.playable()) {
        if (request.trackId === null || placed.has(request.id) || request.id === decoding) continue;
        if (keeps && !keeps(request.trackId)) continue;
        return { requestId: request.id, trackId: request.trackId };
      }
      return null;
    },
    remove(requestId) {
      repos.songRequests.reject(requestId);
    },
  };
}
