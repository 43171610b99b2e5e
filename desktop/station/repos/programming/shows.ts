import type { ShowInput, ShowKind } from '../../../../shared/schemas/programming/shows';
import type { ShowRuleInput } from '../../../../shared/schemas/programming/show-rules';
import type { Db } from '../../db/database';
import { SELECT_SHOWS, storedKind } from './syndicated-kind';
import type { ExceptionDef, OneOffDef, RuleDef, ScheduleData, ShowDef } from '../../programming/schedule/occurrences';

interface ShowRow {
  id: number;
  name: string;
  slug: string;
  description: string;
  image_id: number | null;
  colour: string;
  kind: ShowKind;
  playlist_id: number | null;
  podcast_id: number | null;
  relay_url: string | null;
  repeat_of_show_id: number | null;
}
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

export interface StoredShow {
  id: number;
  name: string;
  slug: string;
  description: string;
  imageId: number | null;
  colour: string;
  kind: ShowKind;
  playlistId: number | null;
  podcastId: number | null;
  relayUrl: string | null;
  repeatOfShowId: number | null;
  presenters: Array<{ id: number; name: string }>;
  rules: RuleDef[];
}

/** The fields of a show as written (the slug and colour chosen by the service when the input has none). */
export type ShowFields = Omit<ShowInput, 'rules' | 'presenterIds' | 'slug' | 'colour'> & {
  slug: string;
  colour: string;
};

/** The rule as written: ISO weekdays become a bitmask (bit 0 = Monday). */
const daysMask = (days: readonly number[]) => days.reduce((mask, d) => mask | (1 << (d - 1)), 0);
const daysOf = (mask: number) => [1, 2, 3, 4, 5, 6, 7].filter((d) => mask & (1 << (d - 1)));

const ruleOf = (r: RuleRow): RuleDef => ({
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

const exceptionOf = (e: ExceptionRow): ExceptionDef => ({
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

/** What an exception changes about one occurrence (the key is the rule's own start in station time). */
export type ExceptionFields = Omit<ExceptionDef, 'id' | 'showId' | 'date' | 'time'>;

const stored = (row: ShowRow, people: Array<{ id: number; name: string }>, showRules: RuleDef[]): StoredShow => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  description: row.description,
  imageId: row.image_id,
  colour: row.colour,
  kind: row.kind,
  playlistId: row.playlist_id,
  podcastId: row.podcast_id,
  relayUrl: row.relay_url,
  repeatOfShowId: row.repeat_of_show_id,
  presenters: people,
  rules: showRules,
});

/** What a presenter may change on their own show: its words and its picture, nothing that moves the air. */
function presenterStatements(db: Db) {
  const presentation = db.prepare<[string, number | null, number]>(
    'UPDATE shows SET description = ?, image_id = ? WHERE id = ?',
  );
  const presentedBy = db.prepare<[number], { id: number }>(
    'SELECT s.id FROM shows s JOIN show_presenters sp ON sp.show_id = s.id WHERE sp.user_id = ? ORDER BY s.name',
  );
  return {
    /** The shows a user presents, by name. */
    presentedBy: (userId: number) => presentedBy.all(userId).map((r) => r.id),
    setPresentation: (id: number, description: string, imageId: number | null) =>
      void presentation.run(description, imageId, id),
  };
}

/** The rules', exceptions' and one-offs' statements (apart, so the repo itself reads in one screen). */
function ruleStatements(db: Db) {
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

/** Shows, their presenters, rules and per-occurrence exceptions. */
export function createShowsRepo(db: Db) {
  const all = db.prepare<[], ShowRow>(`${SELECT_SHOWS} ORDER BY name COLLATE NOCASE, id`);
  const byId = db.prepare<[number], ShowRow>(`${SELECT_SHOWS} WHERE id = ?`);
  const bySlug = db.prepare<[string], ShowRow>(`${SELECT_SHOWS} WHERE slug = ?`);
  const slugTaken = db.prepare<[string, number], { id: number }>('SELECT id FROM shows WHERE slug = ? AND id <> ?');
  const insert = db.prepare(
    `INSERT INTO shows (name, slug, description, image_id, colour, kind, playlist_id, podcast_id, relay_url, repeat_of_show_id)
     VALUES (@name, @slug, @description, @imageId, @colour, @kind, @playlistId, @podcastId, @relayUrl, @repeatOfShowId)`,
  );
  const update = db.prepare(
    `UPDATE shows SET name = @name, slug = @slug, description = @description, image_id = @imageId, colour = @colour,
       kind = @kind, playlist_id = @playlistId, podcast_id = @podcastId, relay_url = @relayUrl,
       repeat_of_show_id = @repeatOfShowId WHERE id = @id`,
  );
  const remove = db.prepare<[number]>('DELETE FROM shows WHERE id = ?');
  const presenters = db.prepare<[], { show_id: number; id: number; name: string }>(
    `SELECT sp.show_id, u.id, CASE WHEN u.display_name <> '' THEN u.display_name ELSE u.username END AS name
       FROM show_presenters sp JOIN users u ON u.id = sp.user_id ORDER BY sp.show_id, sp.position`,
  );
  const clearPresenters = db.prepare<[number]>('DELETE FROM show_presenters WHERE show_id = ?');
  const addPresenter = db.prepare<[number, number, number]>(
    'INSERT INTO show_presenters (show_id, user_id, position) VALUES (?, ?, ?)',
  );
  const {
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
  } = ruleStatements(db);

  const presentersByShow = () => {
    const map = new Map<number, Array<{ id: number; name: string }>>();
    for (const p of presenters.all()) map.set(p.show_id, [...(map.get(p.show_id) ?? []), { id: p.id, name: p.name }]);
    return map;
  };
  const writeRules = (showId: number, list: readonly ShowRuleInput[]) => {
    clearRules.run(showId);
    for (const r of list) addRule.run({ ...r, showId, days: daysMask(r.days) });
  };
  const writePresenters = (showId: number, ids: readonly number[]) => {
    clearPresenters.run(showId);
    for (const [i, userId] of ids.entries()) addPresenter.run(showId, userId, i);
  };

  const one = (row: ShowRow | undefined): StoredShow | undefined =>
    row ? stored(row, presentersByShow().get(row.id) ?? [], rulesOf.all(row.id).map(ruleOf)) : undefined;

  return {
    list(): StoredShow[] {
      const people = presentersByShow();
      const ruleMap = new Map<number, RuleDef[]>();
      for (const r of rules.all()) ruleMap.set(r.show_id, [...(ruleMap.get(r.show_id) ?? []), ruleOf(r)]);
      return all.all().map((row) => stored(row, people.get(row.id) ?? [], ruleMap.get(row.id) ?? []));
    },
    get: (id: number) => one(byId.get(id)),
    ...presenterStatements(db),
    bySlug: (slug: string) => one(bySlug.get(slug)),
    slugTaken: (slug: string, exceptId = 0): boolean => slugTaken.get(slug, exceptId) !== undefined,
    /** A show with its presenters and rules, in one transaction. */
    create: db.transaction(
      (fields: ShowFields, presenterIds: readonly number[], showRules: readonly ShowRuleInput[]): number => {
        const id = Number(insert.run(storedKind(fields)).lastInsertRowid);
        writePresenters(id, presenterIds);
        writeRules(id, showRules);
        return id;
      },
    ),
    /** Replaces the show's fields, presenters and rules ("all" occurrences); its exceptions stay. */
    update: db.transaction(
      (id: number, fields: ShowFields, presenterIds: readonly number[], showRules: readonly ShowRuleInput[]) => {
        update.run({ ...storedKind(fields), id });
        writePresenters(id, presenterIds);
        writeRules(id, showRules);
      },
    ),
    remove: (id: number): boolean => remove.run(id).changes > 0,
    addRule: (showId: number, rule: ShowRuleInput): number =>
      Number(addRule.run({ ...rule, showId, days: daysMask(rule.days) }).lastInsertRowid),
    updateRule: (rule: RuleDef) => updateRule.run({ ...rule, days: daysMask(rule.days) }),
    removeRule: (id: number) => removeRule.run(id),
    setException: (showId: number, date: string, time: string, fields: ExceptionFields) =>
      upsertException.run({ showId, date, time, ...fields }),
    removeException: (showId: number, date: string, time: string) => removeException.run(showId, date, time),
    removeExceptionsFrom: (showId: number, date: string) => removeExceptionsFrom.run(showId, date),
    setProgramShow: (programId: number, showId: number) => setProgramShow.run(showId, programId),
    /** The shows, rules and exceptions the expansion needs (one-offs are read per range: oneOffs). */
    definitions(): Omit<ScheduleData, 'oneOffs'> {
      const people = presentersByShow();
      const shows: ShowDef[] = all.all().map((row) => ({
        id: row.id,
        name: row.name,
        slug: row.slug,
        kind: row.kind,
        colour: row.colour,
        playlistId: row.playlist_id,
        relayUrl: row.relay_url,
        repeatOfShowId: row.repeat_of_show_id,
        presenterIds: (people.get(row.id) ?? []).map((p) => p.id),
      }));
      return { shows, rules: rules.all().map(ruleOf), exceptions: exceptions.all().map(exceptionOf) };
    },
    /** The dated programmes from one station date to another, both included. */
    oneOffs: (from: string, to: string): OneOffDef[] => oneOffs.all(from, to),
  };
}
export type ShowsRepo = ReturnType<typeof createShowsRepo>;
