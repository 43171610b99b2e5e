import { WEEKDAYS_ES } from '../../../shared/constants';
import type { EnquiryFilter, EnquiryRecord, EnquiryStatus } from '../../../shared/schemas/admin';
import type { EnquiryInput, ScheduleDay, ScheduleProgramInput, TeamMember } from '../../../shared/schemas/station';
import type { Db } from '../db/database';
import { mediaUrl } from '../media/urls';

export interface ProgramRow {
  id: number;
  date: string;
  start: string;
  end: string;
  title: string;
  host: string;
  type: 'music' | 'talk' | 'live';
  playlist_id: number | null;
  show_track_id: number | null;
  /** The day's name when it is not the calendar's (the spec's June 2025 "Saturdays"); NULL otherwise. */
  weekday: string | null;
}

/** A programme as stored; the slot's playlist and show file are optional (the demo's have neither). */
export type ProgramFields = Omit<ScheduleProgramInput, 'playlistId' | 'showTrackId'> & {
  playlistId?: number | null;
  showTrackId?: number | null;
};

/** The programme schedule, grouped by day. */
export function createScheduleRepo(db: Db) {
  const all = db.prepare<[], ProgramRow>('SELECT * FROM schedule_programs ORDER BY date, start');
  const insert = db.prepare(
    'INSERT INTO schedule_programs (date, start, end, title, host, type, weekday, playlist_id, show_track_id) VALUES (@date, @start, @end, @title, @host, @type, @weekday, @playlistId, @showTrackId)',
  );
  // A programme moved to another date leaves the old day's name behind.
  const update = db.prepare(
    'UPDATE schedule_programs SET weekday = CASE WHEN date = @date THEN weekday END, date = @date, start = @start, end = @end, title = @title, host = @host, type = @type, playlist_id = @playlistId, show_track_id = @showTrackId WHERE id = @id',
  );
  const remove = db.prepare<[number]>('DELETE FROM schedule_programs WHERE id = ?');
  const at = db.prepare<[string, string, string], ProgramRow>(
    'SELECT * FROM schedule_programs WHERE date = ? AND start <= ? AND end > ? LIMIT 1',
  );
  const byId = db.prepare<[number], ProgramRow>('SELECT * FROM schedule_programs WHERE id = ?');
  const between = db.prepare<[string, string], ProgramRow>(
    'SELECT * FROM schedule_programs WHERE date >= ? AND date <= ? ORDER BY date, start',
  );
  const overlap = db.prepare<[string, string, string, number], ProgramRow>(
    'SELECT * FROM schedule_programs WHERE date = ? AND start < ? AND end > ? AND id <> ? ORDER BY start LIMIT 1',
  );
  const showFrom = db.prepare<[number, string], ProgramRow>(
    'SELECT * FROM schedule_programs WHERE show_track_id = ? AND date >= ? ORDER BY date, start LIMIT 1',
  );
  return {
    days(): ScheduleDay[] {
      const days = new Map<string, ScheduleDay>();
      for (const row of all.all()) {
        let day = days.get(row.date);
        if (!day) {
          const date = new Date(`${row.date}T12:00:00Z`);
          day = {
            date: row.date,
            day: date.getUTCDate(),
            weekday: row.weekday ?? WEEKDAYS_ES[date.getUTCDay()]!,
            programs: [],
          };
          days.set(row.date, day);
        } else if (row.weekday) day.weekday = row.weekday;
        day.programs.push({
          id: row.id,
          start: row.start,
          end: row.end,
          title: row.title,
          host: row.host,
          type: row.type,
          playlistId: row.playlist_id,
          showTrackId: row.show_track_id,
        });
      }
      return [...days.values()];
    },
    /** `weekday` names the day when it is not the calendar's (only the demo's spec data does that). */
    create: (input: ProgramFields, weekday: string | null = null): number =>
      Number(
        insert.run({ ...input, playlistId: input.playlistId ?? null, showTrackId: input.showTrackId ?? null, weekday })
          .lastInsertRowid,
      ),
    update: (id: number, input: ProgramFields): boolean =>
      update.run({ ...input, playlistId: input.playlistId ?? null, showTrackId: input.showTrackId ?? null, id })
        .changes > 0,
    remove: (id: number): boolean => remove.run(id).changes > 0,
    /** The programme on air at a local date (YYYY-MM-DD) and time (HH:MM), if any. */
    programmeAt: (date: string, time: string) => at.get(date, time, time),
    get: (id: number): ProgramRow | undefined => byId.get(id),
    /** Programmes from one date to another, both included (YYYY-MM-DD). */
    between: (from: string, to: string): ProgramRow[] => between.all(from, to),
    /** A programme of the same day whose time range intersects [start, end), other than `exceptId`. */
    overlapping: (slot: { date: string; start: string; end: string }, exceptId = 0): ProgramRow | undefined =>
      overlap.get(slot.date, slot.end, slot.start, exceptId),
    /** The first programme on or after `date` whose pre-recorded show is the track. */
    showFrom: (trackId: number, date: string): ProgramRow | undefined => showFrom.get(trackId, date),
  };
}
export type ScheduleRepo = ReturnType<typeof createScheduleRepo>;

interface TeamRow {
  id: number;
  first_name: string;
  last_name: string;
  role: string;
  bio: string;
  image: string;
  is_employee: number;
}

export function createTeamRepo(db: Db) {
  const all = db.prepare<[], TeamRow>('SELECT * FROM team_members ORDER BY position, id');
  const insert = db.prepare(
    'INSERT INTO team_members (first_name, last_name, role, bio, image, is_employee, position) VALUES (@firstName, @lastName, @role, @bio, @image, @isEmployee, @position)',
  );
  return {
    list: (): TeamMember[] =>
      all.all().map((row) => ({
        id: row.id,
        name: `${row.first_name} ${row.last_name}`,
        firstName: row.first_name,
        lastName: row.last_name,
        role: row.role,
        bio: row.bio,
        image: row.image.startsWith('/') ? row.image : mediaUrl('team', row.image),
        isEmployee: row.is_employee === 1,
      })),
    create: (member: Omit<TeamMember, 'id' | 'name'> & { position: number }) =>
      insert.run({ ...member, isEmployee: member.isEmployee ? 1 : 0 }),
  };
}
export type TeamRepo = ReturnType<typeof createTeamRepo>;

interface EnquiryRow {
  id: number;
  name: string;
  company: string;
  email: string;
  phone: string;
  message: string;
  created_at: string;
  status: EnquiryStatus;
  handled_at: string | null;
}

const toEnquiry = (r: EnquiryRow): EnquiryRecord => ({
  id: r.id,
  name: r.name,
  company: r.company,
  email: r.email,
  phone: r.phone,
  message: r.message,
  createdAt: r.created_at,
  status: r.status,
  handledAt: r.handled_at,
});

/** Contact-form messages and where each is in the admin's inbox. */
export function createEnquiriesRepo(db: Db) {
  const insert = db.prepare(
    'INSERT INTO enquiries (name, company, email, phone, message) VALUES (@name, @company, @email, @phone, @message)',
  );
  const all = db.prepare<[], EnquiryRow>('SELECT * FROM enquiries ORDER BY id DESC');
  const open = db.prepare<[], EnquiryRow>("SELECT * FROM enquiries WHERE status <> 'archived' ORDER BY id DESC");
  const withStatus = db.prepare<[string], EnquiryRow>('SELECT * FROM enquiries WHERE status = ? ORDER BY id DESC');
  const byId = db.prepare<[number], EnquiryRow>('SELECT * FROM enquiries WHERE id = ?');
  // Handled stamps the time; reopening clears it; archiving keeps whatever it was.
  const setStatus = db.prepare(
    "UPDATE enquiries SET status = @status, handled_at = CASE @status WHEN 'handled' THEN strftime('%Y-%m-%dT%H:%M:%fZ','now') WHEN 'new' THEN NULL ELSE handled_at END WHERE id = @id",
  );
  const remove = db.prepare<[number]>('DELETE FROM enquiries WHERE id = ?');
  return {
    create: (input: EnquiryInput): number => Number(insert.run(input).lastInsertRowid),
    /** Newest first; 'open' (the inbox's default) is everything not archived. */
    list: (filter: EnquiryFilter | 'open' = 'all'): EnquiryRecord[] =>
      (filter === 'all' ? all.all() : filter === 'open' ? open.all() : withStatus.all(filter)).map(toEnquiry),
    get: (id: number): EnquiryRecord | undefined => {
      const row = byId.get(id);
      return row && toEnquiry(row);
    },
    setStatus: (id: number, status: EnquiryStatus): boolean => setStatus.run({ id, status }).changes > 0,
    remove: (id: number): boolean => remove.run(id).changes > 0,
  };
}
export type EnquiriesRepo = ReturnType<typeof createEnquiriesRepo>;

export function createPlayHistoryRepo(db: Db) {
  const insert = db.prepare(
    'INSERT INTO play_history (track_id, title, artist, album, source, started_at) VALUES (@trackId, @title, @artist, @album, @source, @startedAt)',
  );
  const recent = db.prepare<[number], { track_id: number | null; title: string; artist: string; started_at: string }>(
    'SELECT track_id, title, artist, started_at FROM play_history ORDER BY started_at DESC, id DESC LIMIT ?',
  );
  const playCounts = db.prepare<[], { track_id: number; plays: number }>(
    'SELECT track_id, COUNT(*) AS plays FROM play_history WHERE track_id IS NOT NULL GROUP BY track_id',
  );
  return {
    record: (entry: {
      trackId: number | null;
      title: string;
      artist: string;
      album: string | null;
      source: string;
      startedAt: string;
    }) => insert.run(entry),
    recent: (limit = 20) =>
      recent.all(limit).map((r) => ({ trackId: r.track_id, title: r.title, artist: r.artist, playedAt: r.started_at })),
    playCounts: (): Map<number, number> => new Map(playCounts.all().map((r) => [r.track_id, r.plays])),
  };
}
export type PlayHistoryRepo = ReturnType<typeof createPlayHistoryRepo>;
