import type { Db } from '../../db/database';
import type { ExceptionDef, OneOffDef, RuleDef } from '../../programming/schedule/occurrences';

interface RuleRow {
  id: number;
  show_id: number;
  days: number;
  start: string;
  duration_min: number;
  from_date: string | null;
  until_date: string | null;
  every_weeks: number;
  nth: number | null;
}
interface ExceptionRow {
  id: number;
  show_id: number;
  occurrence_date: string;
  occurrence_time: string;
  status: ExceptionDef['status'];
  new_date: string | null;
  new_time: string | null;
  duration_min: number | null;
  replacement_show_id: number | null;
  replacement_program_id: number | null;
  track_id: number | null;
}

/** The rule as written: ISO weekdays become a bitmask (bit 0 = Monday). */
export const daysMask = (days: readonly number[]) => days.reduce((mask, d) => mask | (1 << (d - 1)), 0);
const daysOf = (mask: number) => [1, 2, 3, 4, 5, 6, 7].filter((d) => mask & (1 << (d - 1)));

export const ruleOf = (r: RuleRow): RuleDef => ({
  id: r.id,
  showId: r.show_id,
  days: daysOf(r.days),
  start: r.start,
  durationMin: r.duration_min,
  from: r.from_date,
  until: r.until_date,
  everyWeeks: r.every_weeks,
  nth: r.nth,
});

export const exceptionOf = (e: ExceptionRow): ExceptionDef => ({
  id: e.id,
  showId: e.show_id,
  date: e.occurrence_date,
  time: e.occurrence_time,
  status: e.status,
  newDate: e.new_date,
  newTime: e.new_time,
  durationMin: e.duration_min,
  replacementShowId: e.replacement_show_id,
  replacementProgramId: e.replacement_program_id,
  trackId: e.track_id,
});

/** The rules', exceptions' and one-offs' statements (apart, so the repo itself reads in one screen). */
export function ruleStatements(db: Db) {
  const rules = db.prepare<[], RuleRow>('SELECT * FROM show_rules ORDER BY show_id, id');
  const rulesOf = db.prepare<[number], RuleRow>('SELECT * FROM show_rules WHERE show_id = ? ORDER BY id');
  const clearRules = db.prepare<[number]>('DELETE FROM show_rules WHERE show_id = ?');
  const addRule = db.prepare(
    `INSERT INTO show_rules (show_id, days, start, duration_min, from_date, until_date, every_weeks, nth)
     VALUES (@showId, @days, @start, @durationMin, @from, @until, @everyWeeks, @nth)`,
  );
  const updateRule = db.prepare(
    `UPDATE show_rules SET days = @days, start = @start, duration_min = @durationMin, from_date = @from,
       until_date = @until, every_weeks = @everyWeeks, nth = @nth WHERE id = @id`,
  );
  const removeRule = db.prepare<[number]>('DELETE FROM show_rules WHERE id = ?');
  const exceptions = db.prepare<[], ExceptionRow>('SELECT * FROM show_exceptions');
  const upsertException = db.prepare(
    `INSERT INTO show_exceptions (show_id, occurrence_date, occurrence_time, status, new_date, new_time, duration_min,
       replacement_show_id, replacement_program_id, track_id)
     VALUES (@showId, @date, @time, @status, @newDate, @newTime, @durationMin, @replacementShowId, @replacementProgramId, @trackId)
     ON CONFLICT (show_id, occurrence_date, occurrence_time) DO UPDATE SET status = excluded.status,
       new_date = excluded.new_date, new_time = excluded.new_time, duration_min = excluded.duration_min,
       replacement_show_id = excluded.replacement_show_id, replacement_program_id = excluded.replacement_program_id,
       track_id = excluded.track_id`,
  );
  const removeException = db.prepare<[number, string, string]>(
    'DELETE FROM show_exceptions WHERE show_id = ? AND occurrence_date = ? AND occurrence_time = ?',
  );
  // "This and following": the exceptions a rule's end or replacement leaves behind stop meaning anything.
  const removeExceptionsFrom = db.prepare<[number, string]>(
    'DELETE FROM show_exceptions WHERE show_id = ? AND occurrence_date >= ?',
  );
  const oneOffs = db.prepare<[string, string], OneOffDef>(
    `SELECT id, show_id AS showId, date, start, end, title, type, playlist_id AS playlistId, show_track_id AS showTrackId,
            relay_url AS relayUrl, repeat_of_start AS repeatOfStart, repeat_of_end AS repeatOfEnd
     FROM schedule_programs WHERE date >= ? AND date <= ?`,
  );
  const setProgramShow = db.prepare<[number, number]>('UPDATE schedule_programs SET show_id = ? WHERE id = ?');
  return {
    rules,
    rulesOf,
    clearRules,
    addRule,
    updateRule,
    removeRule,
    exceptions,
    upsertException,
    removeException,
    removeExceptionsFrom,
    oneOffs,
    setProgramShow,
  };
}
