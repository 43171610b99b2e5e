import fs from 'node:fs';
import type { StationContext } from '../core/context';
import type { Subscription } from '../repos/programming/syndication';
import { DownloadError, downloadToFile } from '../uploads/download';
import { FeedRefused, parseFeed } from './feed-parse';

type PollCtx = Pick<StationContext, 'repos' | 'media' | 'downloadAddressPolicy' | 'shutdown'>;

/** What a feed may weigh and take: a podcast feed with years of items is a few MiB. */
export const FEED_LIMITS = { maxBytes: 4 * 1024 * 1024, idleTimeoutMs: 20_000, totalTimeoutMs: 60_000 };
/** A feed that answers is read again after this; one that fails waits twice as long each time, up to the cap. */
export const POLL_EVERY_MS = 15 * 60_000;
const BACKOFF_FIRST_MS = 60_000;
const BACKOFF_MAX_MS = 60 * 60_000;

/**
 * Reads a syndicated show's feed with a conditional GET (If-None-Match / If-Modified-Since from the last answer),
 * through the URL imports' address policy (each redirect checked again), with a size cap and a time limit; records
 * the episodes it lists and when to read it again. Never throws: a failure is the poll state's error, with backoff.
 */
export async function pollFeed(ctx: PollCtx, sub: Subscription, now: number): Promise<void> {
  const before = ctx.repos.syndication.poll(sub.showId);
  if (!sub.feedUrl) return;
  const temp = ctx.media.tempPath('.feed');
  const headers: Record<string, string> = {};
  if (before.etag) headers['If-None-Match'] = before.etag;
  if (before.lastModified) headers['If-Modified-Since'] = before.lastModified;
  try {
    const answer = await downloadToFile(sub.feedUrl, temp, {
      ...FEED_LIMITS,
      headers,
      signal: ctx.shutdown,
      isAllowedAddress: ctx.downloadAddressPolicy,
    });
    const next = { ...before, lastCheck: now, lastError: null, failures: 0, nextPollAt: now + POLL_EVERY_MS };
    if (answer.notModified) return ctx.repos.syndication.setPoll(sub.showId, next);
    const feed = parseFeed(await fs.promises.readFile(temp, 'utf8'));
    ctx.repos.syndication.listed(sub.showId, feed.episodes);
    ctx.repos.syndication.setPoll(sub.showId, {
      ...next,
      feedTitle: feed.title,
      feedLink: feed.link,
      etag: answer.etag,
      lastModified: answer.lastModified,
    });
  } catch (error) {
    const failures = before.failures + 1;
    ctx.repos.syndication.setPoll(sub.showId, {
      ...before,
      lastCheck: now,
      lastError: feedError(error),
      failures,
      nextPollAt: now + Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** (failures - 1)),
    });
  } finally {
    await fs.promises.rm(temp, { force: true });
  }
}

/** The poll's error as the programme coordinator reads it. */
export function feedError(error: unknown): string {
  if (error instanceof FeedRefused) return error.message;
  if (error instanceof DownloadError)
    return error.reason === 'too_large'
      ? `El feed supera el máximo de ${FEED_LIMITS.maxBytes / 1024 / 1024} MB.`
      : `El feed no responde: ${error.message}`;
  return 'El feed no se pudo leer.';
}
