import type { StationContext } from '../../core/context';
import type { TimedSlot } from '../planner/planner';

/**
 * A recorded occurrence: a show's slot that expects a file (a talk slot of a show). Without one, the latest episode
 * of the show's podcast airs in its place, and without that the slot's playlist fills it.
 */
export const recordedWithoutFile = (slot: TimedSlot) =>
  slot.showId != null && slot.type === 'talk' && slot.showTrackId === null;

/** The file that stands in for a recorded occurrence's missing one: the newest episode of the show's podcast. */
export function episodeForShow(
  ctx: Pick<StationContext, 'repos' | 'media'>,
  showId: number,
): { file: string; seconds: number; title: string } | null {
  const episode = ctx.repos.podcasts.latestEpisodeOfShow(showId);
  if (!episode) return null;
  return { file: ctx.media.pathOf('episodes', episode.fileName), seconds: episode.durationSec, title: episode.title };
}
