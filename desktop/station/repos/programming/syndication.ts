import type { EpisodeStatus, SyndicationFields } from '../../../../shared/schemas/programming/syndication';
import type { Db } from '../../db/database';
import type { ChangePublisher } from '../../events/change-publisher';

interface SettingsRow {
  show_id: number;
  feed_url: string | null;
  url_pattern: string | null;
  freshness_min: number;
  episode: SyndicationFields['episode'];
  retention_days: number;
  max_repeats: number | null;
  too_long: SyndicationFields['tooLong'];
  fallback_previous: number;
  download_ahead_min: number;
}
interface PollRow {
  feed_title: string;
  feed_link: string;
  etag: string | null;
  last_modified: string | null;
  last_check: number | null;
  last_error: string | null;
  failures: number;
  next_poll_at: number;
}

export interface Subscription extends Omit<SyndicationFields, 'feedUrl' | 'maxRepeats' | 'urlPattern'> {
  showId: number;
  feedUrl: string | null;
  /** The newest file of a dated URL (the hourly news) instead of a feed. */
  urlPattern: string | null;
  maxRepeats: number | null;
}
export interface PollState {
  feedTitle: string;
  feedLink: string;
  etag: string | null;
  lastModified: string | null;
  /** Epoch ms of the last poll that got an answer or failed; null before the first. */
  lastCheck: number | null;
  lastError: string | null;
  failures: number;
  nextPollAt: number;
}
export interface StoredEpisode {
  id: number;
  showId: number;
  guid: string;
  title: string;
  publishedAt: number;
  url: string;
  status: EpisodeStatus;
  reason: string | null;
  trackId: number | null;
  downloadedAt: number | null;
  airedCount: number;
}
export type ListedEpisode = Pick<StoredEpisode, 'guid' | 'title' | 'publishedAt' | 'url'>;

const subscriptionOf = (r: SettingsRow): Subscription => ({
  showId: r.show_id,
  feedUrl: r.feed_url,
  urlPattern: r.url_pattern,
  freshnessMin: r.freshness_min,
  episode: r.episode,
  retentionDays: r.retention_days,
  maxRepeats: r.max_repeats,
  tooLong: r.too_long,
  fallbackPrevious: r.fallback_previous === 1,
  downloadAheadMin: r.download_ahead_min,
});
const NO_POLL: PollState = {
  feedTitle: '',
  feedLink: '',
  etag: null,
  lastModified: null,
  lastCheck: null,
  lastError: null,
  failures: 0,
  nextPollAt: 0,
};
const EPISODE_COLUMNS = `id, show_id AS showId, guid, title, published_at AS publishedAt, url, status, reason,
  track_id AS trackId, downloaded_at AS downloadedAt, aired_count AS airedCount`;

/** Syndicated shows' subscriptions, the poller's state per feed, and the episodes each feed listed. */
export function createSyndicationRepo(db: Db, publish: ChangePublisher) {
  const settings = db.prepare<[number], SettingsRow>('SELECT * FROM show_syndication WHERE show_id = ?');
  const allSettings = db.prepare<[], SettingsRow>('SELECT * FROM show_syndication ORDER BY show_id');
  const upsert = db.prepare(
    `INSERT INTO show_syndication (show_id, source, feed_url, url_pattern, freshness_min, episode, retention_days,
       max_repeats, too_long, fallback_previous, download_ahead_min)
     VALUES (@showId, @source, @feedUrl, @urlPattern, @freshnessMin, @episode, @retentionDays, @maxRepeats, @tooLong,
       @fallbackPrevious, @downloadAheadMin)
     ON CONFLICT (show_id) DO UPDATE SET source = excluded.source, feed_url = excluded.feed_url,
       url_pattern = excluded.url_pattern, freshness_min = excluded.freshness_min, episode = excluded.episode,
       retention_days = excluded.retention_days, max_repeats = excluded.max_repeats, too_long = excluded.too_long,
       fallback_previous = excluded.fallback_previous, download_ahead_min = excluded.download_ahead_min`,
  );
  const feedChanged = db.prepare<[number]>(
    'UPDATE syndication_polls SET etag = NULL, last_modified = NULL, failures = 0, next_poll_at = 0 WHERE show_id = ?',
  );
  const removeSettings = db.prepare<[number]>('DELETE FROM show_syndication WHERE show_id = ?');
  const poll = db.prepare<[number], PollRow>('SELECT * FROM syndication_polls WHERE show_id = ?');
  const writePoll = db.prepare(
    `INSERT INTO syndication_polls (show_id, feed_title, feed_link, etag, last_modified, last_check, last_error,
       failures, next_poll_at)
     VALUES (@showId, @feedTitle, @feedLink, @etag, @lastModified, @lastCheck, @lastError, @failures, @nextPollAt)
     ON CONFLICT (show_id) DO UPDATE SET feed_title = excluded.feed_title, feed_link = excluded.feed_link,
       etag = excluded.etag, last_modified = excluded.last_modified, last_check = excluded.last_check,
       last_error = excluded.last_error, failures = excluded.failures, next_poll_at = excluded.next_poll_at`,
  );
  const addEpisode = db.prepare(
    `INSERT INTO syndicated_episodes (show_id, guid, title, published_at, url) VALUES (@showId, @guid, @title, @publishedAt, @url)
     ON CONFLICT (show_id, guid) DO UPDATE SET title = excluded.title, published_at = excluded.published_at,
       url = excluded.url`,
  );
  const episodes = db.prepare<[number, number], StoredEpisode>(
    `SELECT ${EPISODE_COLUMNS} FROM syndicated_episodes WHERE show_id = ? ORDER BY published_at DESC, id DESC LIMIT ?`,
  );
  const episode = db.prepare<[number], StoredEpisode>(
    `SELECT ${EPISODE_COLUMNS} FROM syndicated_episodes WHERE id = ?`,
  );
  const byTrack = db.prepare<[number], StoredEpisode>(
    `SELECT ${EPISODE_COLUMNS} FROM syndicated_episodes WHERE track_id = ?`,
  );
  const setStatus = db.prepare(
    `UPDATE syndicated_episodes SET status = @status, reason = @reason, track_id = @trackId,
       downloaded_at = @downloadedAt WHERE id = @id`,
  );
  const aired = db.prepare<[number]>('UPDATE syndicated_episodes SET aired_count = aired_count + 1 WHERE track_id = ?');
  const expired = db.prepare<[number, number], StoredEpisode>(
    `SELECT ${EPISODE_COLUMNS} FROM syndicated_episodes WHERE show_id = ? AND downloaded_at IS NOT NULL
       AND downloaded_at < ? AND track_id IS NOT NULL`,
  );

  return {
    get: (showId: number): Subscription | undefined => {
      const row = settings.get(showId);
      return row ? subscriptionOf(row) : undefined;
    },
    list: (): Subscription[] => allSettings.all().map(subscriptionOf),
    /** Writes a show's subscription; a new feed address starts its polls afresh. */
    set(showId: number, fields: SyndicationFields) {
      const before = settings.get(showId);
      const result = upsert.run({
        showId,
        ...fields,
        feedUrl: fields.feedUrl ?? null,
        urlPattern: fields.urlPattern ?? null,
        source: fields.feedUrl ? 'feed' : 'pattern',
        maxRepeats: fields.maxRepeats ?? null,
        fallbackPrevious: fields.fallbackPrevious ? 1 : 0,
      });
      // The planner reads a show's kind and its too-long rule from this row.
      publish.changed(result, 'show_syndication');
      if (before && before.feed_url !== (fields.feedUrl ?? null)) feedChanged.run(showId);
    },
    remove: (showId: number) => void publish.changed(removeSettings.run(showId), 'show_syndication'),
    poll: (showId: number): PollState => {
      const row = poll.get(showId);
      if (!row) return NO_POLL;
      return {
        feedTitle: row.feed_title,
        feedLink: row.feed_link,
        etag: row.etag,
        lastModified: row.last_modified,
        lastCheck: row.last_check,
        lastError: row.last_error,
        failures: row.failures,
        nextPollAt: row.next_poll_at,
      };
    },
    setPoll: (showId: number, state: PollState) => void writePoll.run({ showId, ...state }),
    /** Records what a feed lists now (new episodes pending; known ones keep their status and airings). */
    listed: publish.transaction((showId: number, list: readonly ListedEpisode[]) => {
      for (const e of list) addEpisode.run({ showId, ...e });
    }),
    episodes: (showId: number, limit = 20): StoredEpisode[] => episodes.all(showId, limit),
    episode: (id: number): StoredEpisode | undefined => episode.get(id),
    byTrack: (trackId: number): StoredEpisode | undefined => byTrack.get(trackId),
    setStatus: (
      id: number,
      change: { status: EpisodeStatus; reason: string | null; trackId: number | null; downloadedAt: number | null },
    ) => void setStatus.run({ id, ...change }),
    /** One more airing of the episode a track is. */
    aired: (trackId: number) => void aired.run(trackId),
    /** Downloaded episodes older than `beforeMs` (by download) whose track still exists: the retention sweep's list. */
    expired: (showId: number, beforeMs: number): StoredEpisode[] => expired.all(showId, beforeMs),
  };
}
export type SyndicationRepo = ReturnType<typeof createSyndicationRepo>;
