import type { Repos } from '../repos/index';
import { REQUEST_EXPIRY_MS } from './request-rules';

/** Who asked (the listener's and the address's hashes) is only needed for the rate rule: its longest window. */
export const REQUEST_ASKERS_KEPT_MS = 1_440 * 60_000;
/** The requests themselves (the studio's and the listener's view of them) are kept a month. */
export const REQUEST_ROWS_KEPT_MS = 30 * 86_400_000;

/**
 * Listeners' requests are not kept for ever (privacy): the hashes that tell one listener from another go once
 * no rate window can need them, the rows a month after they were made. Waiting requests past their expiry are
 * expired first, so a request nobody looked at for hours cannot air late. Run by the station's retention job.
 */
export function pruneSongRequests(repos: Pick<Repos, 'songRequests'>, now: number) {
  const before = (ms: number) => new Date(now - ms).toISOString();
  repos.songRequests.expire(before(REQUEST_EXPIRY_MS));
  return {
    askersForgotten: repos.songRequests.forgetAskers(before(REQUEST_ASKERS_KEPT_MS)),
    removed: repos.songRequests.removeBefore(before(REQUEST_ROWS_KEPT_MS)),
  };
}
