import type { Episode, PodcastInput } from '../../../../shared/schemas/archive/podcasts';
import type { Db } from '../../db/database';
import type { ChangePublisher } from '../../events/change-publisher';
import { mediaUrl } from '../../media/urls';
import { type Clock, isoNow, systemClock } from '../../core/clock';

interface PodcastRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  author: string;
  language: string;
  category: string;
  cover_file: string | null;
  owner_email: string | null;
  guid: string | null;
  created_at: string;
  updated_at: string;
}

interface EpisodeRow {
  id: number;
  podcast_id: number;
  guid: string;
  title: string;
  description: string;
  recording_id: number | null;
  start_sec: number | null;
  end_sec: number | null;
  file_name: string;
  size_bytes: number;
  duration_sec: number;
  published_at: string;
}

export interface StoredPodcast extends PodcastInput {
  id: number;
  slug: string;
  coverFile: string | null;
  ownerEmail: string | null;
  /** podcast:guid, null for a podcast whose feed was never built since it began to be kept. */
  guid: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface StoredEpisode extends Episode {
  fileName: string;
}

const toPodcast = (row: PodcastRow): StoredPodcast => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  description: row.description,
  author: row.author,
  language: row.language,
  category: row.category,
  coverFile: row.cover_file,
  ownerEmail: row.owner_email,
  guid: row.guid,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const toEpisode = (row: EpisodeRow): StoredEpisode => ({
  id: row.id,
  podcastId: row.podcast_id,
  guid: row.guid,
  title: row.title,
  description: row.description,
  recordingId: row.recording_id,
  audioUrl: mediaUrl('episodes', row.file_name),
  durationSec: row.duration_sec,
  sizeBytes: row.size_bytes,
  publishedAt: row.published_at,
  fileName: row.file_name,
});

export const publicEpisode = ({ fileName: _f, ...rest }: StoredEpisode): Episode => rest;

/** A URL-safe slug from a title: lower-case ASCII, accents dropped, words joined by hyphens. */
export function slugify(title: string): string {
  const base = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return base || 'podcast';
}

export function createPodcastsRepo(db: Db, publish: ChangePublisher, clock: Clock = systemClock) {
  const all = db.prepare<[], PodcastRow>('SELECT * FROM podcasts ORDER BY title COLLATE NOCASE, id');
  const byId = db.prepare<[number], PodcastRow>('SELECT * FROM podcasts WHERE id = ?');
  const bySlug = db.prepare<[string], PodcastRow>('SELECT * FROM podcasts WHERE slug = ?');
  const insert = db.prepare(
    `INSERT INTO podcasts (slug, title, description, author, language, category, owner_email, guid)
     VALUES (@slug, @title, @description, @author, @language, @category, @ownerEmail, @guid)`,
  );
  const update = db.prepare(
    `UPDATE podcasts SET title = @title, description = @description, author = @author, language = @language,
       category = @category, owner_email = @ownerEmail, updated_at = @at WHERE id = @id`,
  );
  const setCover = db.prepare<[{ id: number; cover: string | null; at: string }]>(
    'UPDATE podcasts SET cover_file = @cover, updated_at = @at WHERE id = @id',
  );
  const touch = db.prepare<[string, number]>('UPDATE podcasts SET updated_at = ? WHERE id = ?');
  const remove = db.prepare<[number]>('DELETE FROM podcasts WHERE id = ?');
  const fixGuid = db.prepare<[string, number]>('UPDATE podcasts SET guid = ? WHERE id = ? AND guid IS NULL');
  const coverUse = db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM podcasts WHERE cover_file = ?');
  const episodesOf = db.prepare<[number], EpisodeRow>(
    'SELECT * FROM podcast_episodes WHERE podcast_id = ? ORDER BY published_at DESC, id DESC',
  );
  const episodeById = db.prepare<[number], EpisodeRow>('SELECT * FROM podcast_episodes WHERE id = ?');
  const insertEpisode = db.prepare(
    'INSERT INTO podcast_episodes (podcast_id, guid, title, description, recording_id, start_sec, end_sec, file_name, size_bytes, duration_sec) VALUES (@podcastId, @guid, @title, @description, @recordingId, @startSec, @endSec, @fileName, @sizeBytes, @durationSec)',
  );
  const removeEpisode = db.prepare<[number]>('DELETE FROM podcast_episodes WHERE id = ?');
  const latestOfShow = db.prepare<[number], EpisodeRow>(
    `SELECT e.* FROM podcast_episodes e JOIN shows s ON s.podcast_id = e.podcast_id WHERE s.id = ?
      ORDER BY e.published_at DESC, e.id DESC LIMIT 1`,
  );
  // A show names its podcast (shows.podcast_id, set in the show editor): one link, read by every feature.
  const linkShow = db.prepare<[number, number | null]>('UPDATE shows SET podcast_id = ? WHERE id = ?');
  const episodeFileUse = db.prepare<[string], { n: number }>(
    'SELECT COUNT(*) AS n FROM podcast_episodes WHERE file_name = ?',
  );

  return {
    list: (): StoredPodcast[] => all.all().map(toPodcast),
    get(id: number): StoredPodcast | undefined {
      const row = byId.get(id);
      return row ? toPodcast(row) : undefined;
    },
    bySlug(slug: string): StoredPodcast | undefined {
      const row = bySlug.get(slug);
      return row ? toPodcast(row) : undefined;
    },
    /**
     * Creates the podcast under a slug of its title, numbered when another podcast has it; `guidOf` gives its
     * podcast:guid from that slug, kept for good.
     */
    create(input: PodcastInput, guidOf: (slug: string) => string): StoredPodcast {
      const base = slugify(input.title);
      let slug = base;
      for (let n = 2; bySlug.get(slug); n++) slug = `${base}-${n}`;
      const row = { ...input, ownerEmail: input.ownerEmail ?? null, slug, guid: guidOf(slug) };
      const id = Number(insert.run(row).lastInsertRowid);
      return toPodcast(byId.get(id)!);
    },
    update: (id: number, input: PodcastInput) =>
      void update.run({ ...input, ownerEmail: input.ownerEmail ?? null, id, at: isoNow(clock) }),
    /** The podcast's guid, fixed now from `guidOf()` if it has none yet (podcasts made before it was kept). */
    guid(podcast: StoredPodcast, guidOf: () => string): string {
      if (podcast.guid) return podcast.guid;
      fixGuid.run(guidOf(), podcast.id);
      return byId.get(podcast.id)!.guid!;
    },
    setCover: (id: number, cover: string | null) => void setCover.run({ id, cover, at: isoNow(clock) }),
    remove: (id: number) => void remove.run(id),
    coverInUse: (fileName: string) => coverUse.get(fileName)!.n > 0,
    episodes: (podcastId: number): StoredEpisode[] => episodesOf.all(podcastId).map(toEpisode),
    episode(id: number): StoredEpisode | undefined {
      const row = episodeById.get(id);
      return row ? toEpisode(row) : undefined;
    },
    addEpisode(episode: {
      podcastId: number;
      guid: string;
      title: string;
      description: string;
      recordingId: number | null;
      startSec: number | null;
      endSec: number | null;
      fileName: string;
      sizeBytes: number;
      durationSec: number;
    }): StoredEpisode {
      const id = Number(insertEpisode.run(episode).lastInsertRowid);
      touch.run(isoNow(clock), episode.podcastId);
      return toEpisode(episodeById.get(id)!);
    },
    removeEpisode(id: number, podcastId: number) {
      removeEpisode.run(id);
      touch.run(isoNow(clock), podcastId);
    },
    episodeFileInUse: (fileName: string) => episodeFileUse.get(fileName)!.n > 0,
    /** The newest episode of the podcast linked to a show (a recorded occurrence without its file airs it). */
    latestEpisodeOfShow(showId: number): StoredEpisode | undefined {
      const row = latestOfShow.get(showId);
      return row ? toEpisode(row) : undefined;
    },
    /** Links the podcast to a show (null: to none). */
    linkShow: (podcastId: number, showId: number) => void publish.changed(linkShow.run(podcastId, showId), 'shows'),
  };
}
