import { WEEKDAYS_ES } from '../../../../shared/station/station-facts';
import type { ScheduleDay, ScheduleProgramInput } from '../../../../shared/schemas/programming/station';
import type { Db } from '../../db/database';
import type { ChangePublisher } from '../../events/change-publisher';

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
  /** A relay's remote stream; NULL unless the slot relays one. */
  relay_url: string | null;
  /** A repeat's original airing (epoch ms); NULL unless the slot repeats one. */
  repeat_of_start: number | null;
  repeat_of_end: number | null;
  /** The day's name when it is not the calendar's (the spec's June 2025 "Saturdays"); NULL otherwise. */
  weekday: string | null;
}

/** A programme as stored; the slot's playlist and show file are optional (the demo's have neither). */
export type ProgramFields = Omit<ScheduleProgramInput, 'playlistId' | 'showTrackId' | 'relayUrl' | 'repeatOf'> & {
  playlistId?: number | null;
  showTrackId?: number | null;
  relayUrl?: string | null;
  repeatOf?: { start: string; end: string } | null;
};

/** The statement parameters of a programme's optional parts. */
const optionalColumns = (input: ProgramFields) => ({
  playlistId: input.playlistId ?? null,
  showTrackId: input.showTrackId ?? null,
  relayUrl: input.relayUrl ?? null,
  repeatStart: input.repeatOf ? Date.parse(input.repeatOf.start) : null,
  repeatEnd: input.repeatOf ? Date.parse(input.repeatOf.end) : null,
});

/** The programme schedule, grouped by day. */
export function createScheduleRepo(db: Db, publish: ChangePublisher) {
  const all = db.prepare<[], ProgramRow>('SELECT * FROM schedule_programs ORDER BY date, start');
  const insert = db.prepare(
    `INSERT INTO schedule_programs (date, start, end, title, host, type, weekday, playlist_id, show_track_id, relay_url,
       repeat_of_start, repeat_of_end)
     VALUES (@date, @start, @end, @title, @host, @type, @weekday, @playlistId, @showTrackId, @relayUrl, @repeatStart,
       @repeatEnd)`,
  );
  // A programme moved to another date leaves the old day's name behind.
  const update = db.prepare(
    'UPDATE schedule_programs SET weekday = CASE WHEN date = @date THEN weekday END, date = @date, start = @start, end = @end, title = @title, host = @host, type = @type, playlist_id = @playlistId, show_track_id = @showTrackId, relay_url = @relayUrl, repeat_of_start = @repeatStart, repeat_of_end = @repeatEnd WHERE id = @id',
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
    all: (): ProgramRow[] => all.all(),
    /** `weekday` names the day when it is not the calendar's (only the demo's spec data does that). */
    create: (input: ProgramFields, weekday: string | null = null): number =>
      Number(
        publish.changed(insert.run({ ...input, ...optionalColumns(input), weekday }), 'schedule_programs')
          .lastInsertRowid,
      ),
    update: (id: number, input: ProgramFields): boolean =>
      publish.changed(update.run({ ...input, ...optionalColumns(input), id }), 'schedule_programs').changes > 0,
    remove: (id: number): boolean => publish.changed(remove.run(id), 'schedule_programs').changes > 0,
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
