/**
 * The station the planner bench decides for: 10,000 tracks, 200 playlists, a year of schedule and 60 campaigns,
 * written straight into a real SQLite file (the planner reads rows only; no audio is needed). A seeded generator
 * makes every run build the same station relative to `today`.
 */
import type { Db } from '../desktop/station/db/database';
import { nextDate } from '../shared/station/station-time';

export const FIXTURE = {
  tracks: 10_000,
  artists: 1_500,
  playlists: 200,
  jinglePlaylists: 10,
  days: 365,
  campaigns: 60,
} as const;
const JINGLES = 80;
const SPOTS = FIXTURE.campaigns;
const SHOWS = 40;
const DAYPARTS = ['any', 'morning', 'afternoon'] as const;

/** mulberry32, seeded: the same station every run. */
function generator(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, int, of: <T>(items: readonly T[]): T => items[int(0, items.length - 1)]! };
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

export interface FixtureCounts {
  tracks: number;
  playlists: number;
  playlistTracks: number;
  programmes: number;
  campaigns: number;
  airings: number;
}

/** Fills an empty, migrated database; `today` is the station's date (YYYY-MM-DD). */
export function seedStation(db: Db, today: string, seed = 9): FixtureCounts {
  const rnd = generator(seed);
  const track = db.prepare(
    'INSERT INTO tracks (id, title, artist, duration, file_name, analyzed_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const playlist = db.prepare('INSERT INTO playlists (id, name, kind, shuffle, is_default) VALUES (?, ?, ?, ?, ?)');
  const member = db.prepare('INSERT INTO playlist_tracks (playlist_id, track_id, position) VALUES (?, ?, ?)');
  const programme = db.prepare(
    'INSERT INTO schedule_programs (date, start, end, title, host, type, playlist_id, show_track_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const campaign = db.prepare(
    'INSERT INTO campaigns (id, advertiser, title, spot_track_id, start_date, end_date, spots, daypart) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const airing = db.prepare(
    'INSERT INTO campaign_airings (campaign_id, aired_at, break_at, track_id, spot_title, duration_sec) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const counts: FixtureCounts = { tracks: 0, playlists: 0, playlistTracks: 0, programmes: 0, campaigns: 0, airings: 0 };

  // Track ids: music first, then jingles, ad spots and recorded shows (which rotation leaves out).
  const music = FIXTURE.tracks - JINGLES - SPOTS - SHOWS;
  const jingleIds = range(music + 1, JINGLES);
  const spotIds = range(music + JINGLES + 1, SPOTS);
  const showIds = range(music + JINGLES + SPOTS + 1, SHOWS);
  const analyzed = new Date().toISOString();

  db.transaction(() => {
    for (let id = 1; id <= FIXTURE.tracks; id++) {
      const kind =
        id <= music ? 'song' : id <= music + JINGLES ? 'jingle' : id <= music + JINGLES + SPOTS ? 'spot' : 'show';
      const duration =
        kind === 'song'
          ? rnd.int(150, 330)
          : kind === 'jingle'
            ? rnd.int(5, 20)
            : kind === 'spot'
              ? rnd.int(15, 40)
              : rnd.int(1_800, 3_600);
      const artist = kind === 'song' ? `Artista ${rnd.int(1, FIXTURE.artists)}` : 'Emisora';
      track.run(id, `${kind} ${id}`, artist, duration, `${kind}-${id}-${id.toString(36)}.mp3`, analyzed);
      counts.tracks++;
    }

    for (let id = 1; id <= FIXTURE.playlists; id++) {
      const jingles = id > FIXTURE.playlists - FIXTURE.jinglePlaylists;
      playlist.run(
        id,
        `${jingles ? 'Cuñas' : 'Lista'} ${id}`,
        jingles ? 'jingles' : 'music',
        rnd.next() < 0.7 ? 1 : 0,
        id === 1 ? 1 : 0,
      );
      const size = jingles ? rnd.int(5, 10) : rnd.int(30, 300);
      const chosen = new Set<number>();
      while (chosen.size < size) chosen.add(jingles ? rnd.of(jingleIds) : rnd.int(1, music));
      for (const [position, trackId] of [...chosen].entries()) member.run(id, trackId, position);
      counts.playlists++;
      counts.playlistTracks += size;
    }
    const musicPlaylists = FIXTURE.playlists - FIXTURE.jinglePlaylists;

    // 6–10 programmes a day, back to back or with gaps (gaps play the default playlist), never overlapping.
    for (let day = 0, date = today; day < FIXTURE.days; day++, date = nextDate(date)) {
      const wanted = rnd.int(6, 10);
      let cursor = rnd.of([0, 60, 120, 360]);
      for (let n = 0; n < wanted && cursor < 24 * 60; n++) {
        const start = cursor + rnd.of([0, 0, 30, 60]);
        const end = Math.min(24 * 60, start + rnd.of([60, 90, 120, 120, 180]));
        if (start >= end) break;
        const roll = rnd.next();
        const type = roll < 0.06 ? 'live' : roll < 0.3 ? 'talk' : 'music';
        const show = type === 'talk' && rnd.next() < 0.25 ? rnd.of(showIds) : null;
        const list =
          type === 'music' || (type === 'talk' && !show && rnd.next() < 0.3) ? rnd.int(1, musicPlaylists) : null;
        programme.run(
          date,
          hhmm(start),
          end === 24 * 60 ? '24:00' : hhmm(end),
          `Programa ${date} ${n + 1}`,
          '',
          type,
          list,
          show,
        );
        counts.programmes++;
        cursor = end;
      }
    }

    // Campaigns from four months ago to most of the year ahead; the first ones run over the walked days.
    for (let id = 1; id <= FIXTURE.campaigns; id++) {
      const start = id <= 15 ? nextDate(today, -rnd.int(0, 30)) : nextDate(today, rnd.int(-120, 300));
      const days = id <= 15 ? rnd.int(35, 90) : rnd.int(1, 90);
      const end = nextDate(start, days - 1);
      const spots = rnd.int(10, 500);
      const spotId = spotIds[id - 1]!;
      campaign.run(id, `Anunciante ${id}`, `Campaña ${id}`, spotId, start, end, spots, rnd.of(DAYPARTS));
      counts.campaigns++;
      // What already aired: all of a finished campaign, its share so far (a few spots behind) of a running one.
      const past = start < today ? Math.min(days, Math.round((Date.parse(today) - Date.parse(start)) / 86_400_000)) : 0;
      const aired = past === days ? spots : Math.max(0, Math.floor((spots * past) / days) - rnd.int(0, 3));
      for (let a = 0; a < aired; a++) {
        const at = `${nextDate(start, Math.floor((a * past) / Math.max(1, aired)))}T${hhmm(rnd.int(7, 21) * 60)}:00.000Z`;
        airing.run(id, at, at, spotId, `spot ${spotId}`, 30);
        counts.airings++;
      }
    }
  })();
  return counts;
}
