import type { StationContext } from '../../desktop/station/core/context';
import { waitFor } from './test-audio';
import { heardMore, type Reception } from './test-listener';

/**
 * Waits for the station's play history to show `title` taking the air (the station's own event, stamped by its own
 * clock), then for `thenMs` more of audio at the listener, counted in bytes: a loaded machine that delivers late
 * makes the test wait longer rather than hear less. Returns when the station says it started.
 */
export async function airedThenHeard(
  ctx: Pick<StationContext, 'repos'>,
  rx: Reception,
  title: string,
  thenMs = 10_000,
): Promise<number> {
  const started = (await waitFor(
    `${title} in the play history`,
    () => ctx.repos.playHistory.recent(20).find((h) => h.title === title),
    90_000,
    100,
  ))!;
  await heardMore(rx, thenMs);
  return Date.parse(started.playedAt);
}
