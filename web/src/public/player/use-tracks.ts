import { useQuery } from '@tanstack/react-query';
import { apiQuery, onePage } from '../../lib/api';

/** How many songs the bar's queue holds: previous/next walk the newest ones, never the whole archive. */
export const PLAYER_QUEUE_SIZE = 200;

/**
 * The bar's queue: the first page of the library in its own order (newest first, as the full list), so a page of
 * the public site never downloads a 20,000-song archive just to have a "next". A song picked further down the
 * library joins the queue when played (see the player store's playTrack).
 */
export function usePlayerQueue() {
  return useQuery({
    // Songs only, also for an admin browsing the public site: the bar never primes an ad spot or a jingle.
    ...apiQuery('tracks.list', { query: { limit: PLAYER_QUEUE_SIZE, kind: 'music' } }),
    select: (tracks) => onePage(tracks).items,
  });
}
