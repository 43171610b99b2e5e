import fs from 'node:fs';
import type { FeedPreview, FeedPreviewInput } from '../../../shared/schemas/programming/syndication';
import { stationTimeZone } from '../../../shared/station/station-time';
import type { StationContext } from '../core/context';
import { Invalid } from '../core/domain-errors';
import type { StoredEpisode } from '../repos/programming/syndication';
import { downloadToFile } from '../uploads/download';
import { intendedEpisode } from './episode-choice';
import { FEED_LIMITS, feedError } from './feed-poll';
import { parseFeed } from './feed-parse';
import { nextOccurrence } from './syndication-view';

type PreviewCtx = Pick<
  StationContext,
  'repos' | 'config' | 'plannerData' | 'media' | 'downloadAddressPolicy' | 'shutdown' | 'clock'
>;

/** How many of the feed's episodes the editor lists. */
const PREVIEW_EPISODES = 5;

/**
 * Reads a feed now, as the poller will (address policy with redirects re-checked, size cap, time limit, no DTD), for
 * the show editor: the programme's title and page, its last episodes, and for a saved show which of them its next
 * occurrence would air. Nothing is stored: the subscription is what the editor saves.
 */
export async function previewFeed(ctx: PreviewCtx, input: FeedPreviewInput): Promise<FeedPreview> {
  const temp = ctx.media.tempPath('.feed');
  try {
    await downloadToFile(input.feedUrl, temp, {
      ...FEED_LIMITS,
      signal: ctx.shutdown,
      isAllowedAddress: ctx.downloadAddressPolicy,
    });
    const feed = parseFeed(await fs.promises.readFile(temp, 'utf8'));
    const next = input.showId ? nextOccurrence(ctx, input.showId, ctx.clock.now()) : null;
    const listed = feed.episodes.map(
      (e, i): StoredEpisode => ({
        ...e,
        id: -i - 1,
        showId: 0,
        status: 'pending',
        reason: null,
        trackId: null,
        downloadedAt: null,
        airedCount: 0,
      }),
    );
    const rules = { episode: input.episode ?? 'newest', maxRepeats: null, fallbackPrevious: false } as const;
    const meant = next ? intendedEpisode(listed, next, rules, stationTimeZone(ctx.config)) : null;
    return {
      title: feed.title,
      link: feed.link,
      episodes: feed.episodes
        .slice(0, PREVIEW_EPISODES)
        .map((e) => ({ title: e.title, publishedAt: new Date(e.publishedAt).toISOString() })),
      nextAiring: next ? { start: new Date(next.startAt).toISOString(), title: meant?.title ?? null } : null,
    };
  } catch (error) {
    // The coordinator reads why beside the field, in the poller's own words.
    throw new Invalid('feed_unreadable', feedError(error), 'feedUrl');
  } finally {
    await fs.promises.rm(temp, { force: true });
  }
}
