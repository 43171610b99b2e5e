import type { Db } from '../../db/database';
import type { Repos } from '../../repos/index';
import { createOccurrenceSource, type ScheduleVersion } from '../schedule/occurrence-source';
import { occurrenceSlot } from '../schedule/occurrence-slots';
import type { Candidate, Pool } from './picker';
import type { PlannedCampaign, TimedSlot } from './planner';
import { nextDate } from '../../../../shared/station/station-time';
import type { ClockEvent } from '../../../../shared/schemas/music/clocks';
import { createMusicData } from './music-data';

/**
 * What the planner reads, on the air path: the station's one copy, made at start-up and read by the engine's planner,
 * the request gate, the live lock and the schedule pages alike. Pools and slots are read again only after a
 * library, programming or users change was published (whoever wrote it: API, inbox, analysis marking a file broken)
 * or after `invalidate()`, so a decision costs a handful of indexed look-ups whether the library has 20 tracks or
 * 20,000. It asks the publisher's count of changes instead of listening, so it has no subscription to release.
 */
export function createPlannerData(
  db: Db,
  repos: Pick<Repos, 'shows' | 'version' | 'clocks' | 'separation'>,
  timeZone: () => string,
) {
  const version: ScheduleVersion = () => repos.version('library', 'programming', 'users');
  // Shows' occurrences and one-offs alike: the planner sees a day's list whatever made it.
  const occurrences = createOccurrenceSource(repos.shows, timeZone, version);
  // Songs only; a track the admin marked as music while a campaign, jingles list or programme still uses it stays
  // out too (the lists decide what it airs as).
  const library = db.prepare<[], Candidate>(
    `SELECT id, artist, title, album FROM tracks WHERE broken = 0 AND kind = 'music'
       AND id NOT IN (SELECT pt.track_id FROM playlist_tracks pt JOIN playlists p ON p.id = pt.playlist_id WHERE p.kind = 'jingles')
       AND id NOT IN (SELECT spot_track_id FROM campaigns WHERE spot_track_id IS NOT NULL)
       AND id NOT IN (SELECT show_track_id FROM schedule_programs WHERE show_track_id IS NOT NULL)
       AND id NOT IN (SELECT track_id FROM show_exceptions WHERE track_id IS NOT NULL)
     ORDER BY id`,
  );
  const jingles = db.prepare<[], Candidate>(
    "SELECT DISTINCT t.id, t.artist FROM tracks t JOIN playlist_tracks pt ON pt.track_id = t.id JOIN playlists p ON p.id = pt.playlist_id WHERE p.kind = 'jingles' AND t.broken = 0 ORDER BY t.id",
  );
  const playlist = db.prepare<[number], { kind: string; shuffle: number }>(
    'SELECT kind, shuffle FROM playlists WHERE id = ?',
  );
  const playlistTracks = db.prepare<[number], Candidate>(
    'SELECT t.id, t.artist, t.title, t.album FROM playlist_tracks pt JOIN tracks t ON t.id = pt.track_id WHERE pt.playlist_id = ? AND t.broken = 0 ORDER BY pt.position',
  );
  const defaultPlaylist = db.prepare<[], { id: number }>(
    "SELECT id FROM playlists WHERE is_default = 1 AND kind = 'music' LIMIT 1",
  );
  const campaigns = db.prepare<[string, string], CampaignRow>(
    'SELECT c.id, c.advertiser, c.title, c.spot_track_id, c.spots, c.start_date, c.end_date, c.daypart, (SELECT COUNT(*) FROM campaign_airings a WHERE a.campaign_id = c.id) AS aired FROM campaigns c WHERE c.start_date <= ? AND c.end_date >= ? AND c.spot_track_id IS NOT NULL',
  );

  const music = createMusicData(db, repos, timeZone);
  const tooLong = db.prepare<[number], { too_long: 'fade' | 'finish' }>(
    'SELECT too_long FROM show_syndication WHERE show_id = ?',
  );

  let stale = true;
  let readAt = version();
  const pools = new Map<string, Pool | null>();
  const slotDays = new Map<string, TimedSlot[]>();
  let defaultId: number | null = null;

  function fresh() {
    const now = version();
    if (now !== readAt) stale = true;
    readAt = now;
    if (!stale) return;
    stale = false;
    pools.clear();
    slotDays.clear();
    music.clear();
    defaultId = defaultPlaylist.get()?.id ?? null;
  }

  return {
    /** The shows' occurrences, cached per station day in this same copy. */
    occurrences,
    /** Forget what was read (a programming setting moved). */
    invalidate() {
      stale = true;
      occurrences.invalidate();
    },
    /** Slots of the station days around `date` (the day before to the day after). */
    slotsAround(date: string): TimedSlot[] {
      fresh();
      const key = date;
      let slots = slotDays.get(key);
      if (!slots) {
        slots = occurrences
          .onDates(nextDate(date, -1), nextDate(date, 1))
          .map((o) =>
            occurrenceSlot(
              o,
              o.kind === 'repeat' && o.repeatOfShowId !== null
                ? occurrences.latestBefore(o.repeatOfShowId, o.startAt)
                : null,
            ),
          );
        if (slotDays.size > 64) slotDays.clear();
        slotDays.set(key, slots);
      }
      return slots;
    },
    separation: music.separation,
    /** The hour's clock at `at` (station time), or a music show's own during its slot; read once until a change. */
    clockAt(at: number, showClockId?: number | null): readonly ClockEvent[] | null {
      fresh();
      return showClockId != null ? music.clockById(showClockId) : music.clockAt(at);
    },
    /** A syndicated show's rule for an episode longer than its slot; null for any other show. */
    tooLong: (showId: number): 'fade' | 'finish' | null => tooLong.get(showId)?.too_long ?? null,
    defaultPlaylistId(): number | null {
      fresh();
      return defaultId;
    },
    /** The music library (default rotation: no jingles, ad spots or recorded shows), a playlist, or all jingles. */
    pool(
      which: { kind: 'library' } | { kind: 'jingles' } | { kind: 'playlist' | 'category'; id: number },
    ): Pool | null {
      fresh();
      const key = 'id' in which ? `${which.kind}:${which.id}` : which.kind;
      if (pools.has(key)) return pools.get(key)!;
      let pool: Pool | null;
      if (which.kind === 'library') pool = { key, shuffle: true, tracks: library.all() };
      else if (which.kind === 'jingles') pool = { key, shuffle: true, tracks: jingles.all() };
      else if (which.kind === 'category') pool = { key, shuffle: true, tracks: music.categoryTracks(which.id) };
      else {
        const row = playlist.get(which.id);
        pool = row ? { key, shuffle: row.shuffle === 1, tracks: playlistTracks.all(which.id) } : null;
      }
      pools.set(key, pool);
      return pool;
    },
    /** Campaigns running on `date` with their airings so far (read fresh: the quotas move with every airing). */
    campaigns: (date: string): PlannedCampaign[] => campaigns.all(date, date).map(toPlannedCampaign),
  };
}

const toPlannedCampaign = (r: CampaignRow): PlannedCampaign => ({
  id: r.id,
  spotTrackId: r.spot_track_id,
  spots: r.spots,
  startDate: r.start_date,
  endDate: r.end_date,
  daypart: r.daypart,
  aired: r.aired,
  advertiser: r.advertiser,
  title: r.title,
});

interface CampaignRow {
  id: number;
  advertiser: string;
  title: string;
  spot_track_id: number | null;
  spots: number;
  start_date: string;
  end_date: string;
  daypart: PlannedCampaign['daypart'];
  aired: number;
}
export type PlannerData = ReturnType<typeof createPlannerData>;
