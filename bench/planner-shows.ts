/**
 * The shows part of the planner bench: 60 weekly shows (weekly, alternating and monthly rules over the
 * whole week) and 500 exceptions (cancelled, moved, replaced, a file attached), written straight to SQLite; then the
 * expansion of every week of a year timed cold (no cache), as the public week, the calendar and a reload do.
 */
import type { Db } from '../desktop/station/db/database';
import { createRepos } from '../desktop/station/repos/index';
import { expandOccurrences } from '../desktop/station/programming/schedule/occurrences';
import { nextDate } from '../shared/station/station-time';

export const SHOWS_FIXTURE = { shows: 60, exceptions: 500, weeks: 52 };
const KINDS = ['music', 'recorded', 'live', 'music', 'recorded'] as const;
const pad = (n: number) => String(n).padStart(2, '0');

/** 60 shows of an hour or two each, laid over the week's 24 hours so that none overlaps; then 500 exceptions. */
export function seedShows(db: Db, today: string, playlistId: number, trackId: number) {
  const show = db.prepare('INSERT INTO shows (id, name, slug, kind, playlist_id) VALUES (?, ?, ?, ?, ?)');
  const rule = db.prepare(
    'INSERT INTO show_rules (show_id, days, start, duration_min, from_date, every_weeks, nth) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const exception = db.prepare(
    'INSERT OR IGNORE INTO show_exceptions (show_id, occurrence_date, occurrence_time, status, new_date, new_time, duration_min, track_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  db.transaction(() => {
    // Each show owns one two-hour window of a weekday (60 of the 84 windows of a week).
    for (let i = 0; i < SHOWS_FIXTURE.shows; i++) {
      const id = i + 1;
      const day = i % 7;
      const hour = 2 * Math.floor(i / 7) + 2;
      show.run(id, `Programa ${id}`, `programa-${id}`, KINDS[i % KINDS.length], playlistId);
      const monthly = i % 10 === 9;
      rule.run(
        id,
        1 << day,
        `${pad(hour)}:00`,
        120,
        null,
        monthly ? 1 : i % 4 === 3 ? 2 : 1,
        monthly ? (i % 3 === 0 ? -1 : 2) : null,
      );
    }
    // Exceptions over the coming year, on the airings' own starts (date of that weekday, the rule's time).
    for (let n = 0; n < SHOWS_FIXTURE.exceptions; n++) {
      const i = n % SHOWS_FIXTURE.shows;
      const week = Math.floor(n / SHOWS_FIXTURE.shows) * 6 + 1;
      let date = nextDate(today, week * 7);
      while ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7 !== i % 7) date = nextDate(date);
      const time = `${pad(2 * Math.floor(i / 7) + 2)}:00`;
      const status = (['cancelled', 'moved', 'scheduled'] as const)[n % 3]!;
      exception.run(
        i + 1,
        date,
        time,
        status,
        status === 'moved' ? date : null,
        status === 'moved' ? time.replace(':00', ':30') : null,
        status === 'moved' ? 60 : null,
        status === 'scheduled' ? trackId : null,
      );
    }
  })();
}

/** Expands each week of a year from `today`, cold (the definitions read once, as a cache reload does). */
export function timeWeekExpansion(db: Db, today: string, timeZone: string) {
  const repo = createRepos(db).shows;
  const definitions = repo.definitions();
  const times: number[] = [];
  let occurrences = 0;
  for (let w = 0; w < SHOWS_FIXTURE.weeks; w++) {
    const from = nextDate(today, w * 7);
    const to = nextDate(from, 6);
    const started = process.hrtime.bigint();
    const list = expandOccurrences({ ...definitions, oneOffs: repo.oneOffs(from, to) }, { from, to, timeZone });
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    occurrences += list.length;
  }
  return { times, occurrences };
}
