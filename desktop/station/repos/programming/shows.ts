import type { ShowInput, ShowKind } from '../../../../shared/schemas/programming/shows';
import type { ShowRuleInput } from '../../../../shared/schemas/programming/show-rules';
import type { Db } from '../../db/database';
import type { ChangePublisher, PublishedTable } from '../../events/change-publisher';
import type { ExceptionDef, OneOffDef, RuleDef, ScheduleData, ShowDef } from '../../programming/schedule/occurrences';
import { daysMask, exceptionOf, ruleOf, ruleStatements } from './show-rule-statements';

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
  clock_id: number | null;
  relay_url: string | null;
  repeat_of_show_id: number | null;
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
  clockId: number | null;
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
  clockId: row.clock_id,
  relayUrl: row.relay_url,
  repeatOfShowId: row.repeat_of_show_id,
  presenters: people,
  rules: showRules,
});

/** What a presenter may change on their own show: its words and its picture, nothing that moves the air. */
function presenterStatements(db: Db, publish: ChangePublisher) {
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
      void publish.changed(presentation.run(description, imageId, id), 'shows'),
  };
}
/** Shows, their presenters, rules and per-occurrence exceptions. */
export function createShowsRepo(db: Db, publish: ChangePublisher) {
  const wrote =
    (table: PublishedTable) =>
    <R extends { changes: number }>(result: R) =>
      publish.changed(result, table);
  const [showsWrote, rulesWrote, exceptionsWrote] = (['shows', 'show_rules', 'show_exceptions'] as const).map(wrote);
  const all = db.prepare<[], ShowRow>('SELECT * FROM shows ORDER BY name COLLATE NOCASE, id');
  const byId = db.prepare<[number], ShowRow>('SELECT * FROM shows WHERE id = ?');
  const bySlug = db.prepare<[string], ShowRow>('SELECT * FROM shows WHERE slug = ?');
  const slugTaken = db.prepare<[string, number], { id: number }>('SELECT id FROM shows WHERE slug = ? AND id <> ?');
  const insert = db.prepare(
    `INSERT INTO shows (name, slug, description, image_id, colour, kind, playlist_id, podcast_id, clock_id, relay_url, repeat_of_show_id)
     VALUES (@name, @slug, @description, @imageId, @colour, @kind, @playlistId, @podcastId, @clockId, @relayUrl, @repeatOfShowId)`,
  );
  const update = db.prepare(
    `UPDATE shows SET name = @name, slug = @slug, description = @description, image_id = @imageId, colour = @colour,
       kind = @kind, playlist_id = @playlistId, podcast_id = @podcastId, clock_id = @clockId, relay_url = @relayUrl,
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
    rulesWrote!(clearRules.run(showId));
    for (const r of list) rulesWrote!(addRule.run({ ...r, showId, days: daysMask(r.days) }));
  };
  const writePresenters = (showId: number, ids: readonly number[]) => {
    publish.changed(clearPresenters.run(showId), 'show_presenters');
    for (const [i, userId] of ids.entries()) publish.changed(addPresenter.run(showId, userId, i), 'show_presenters');
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
    ...presenterStatements(db, publish),
    bySlug: (slug: string) => one(bySlug.get(slug)),
    slugTaken: (slug: string, exceptId = 0): boolean => slugTaken.get(slug, exceptId) !== undefined,
    /** A show with its presenters and rules, in one transaction. */
    create: publish.transaction(
      (fields: ShowFields, presenterIds: readonly number[], showRules: readonly ShowRuleInput[]): number => {
        const id = Number(showsWrote!(insert.run(fields)).lastInsertRowid);
        writePresenters(id, presenterIds);
        writeRules(id, showRules);
        return id;
      },
    ),
    /** Replaces the show's fields, presenters and rules ("all" occurrences); its exceptions stay. */
    update: publish.transaction(
      (id: number, fields: ShowFields, presenterIds: readonly number[], showRules: readonly ShowRuleInput[]) => {
        showsWrote!(update.run({ ...fields, id }));
        writePresenters(id, presenterIds);
        writeRules(id, showRules);
      },
    ),
    remove: (id: number): boolean => showsWrote!(remove.run(id)).changes > 0,
    addRule: (showId: number, rule: ShowRuleInput): number =>
      Number(rulesWrote!(addRule.run({ ...rule, showId, days: daysMask(rule.days) })).lastInsertRowid),
    updateRule: (rule: RuleDef) => rulesWrote!(updateRule.run({ ...rule, days: daysMask(rule.days) })),
    removeRule: (id: number) => rulesWrote!(removeRule.run(id)),
    setException: (showId: number, date: string, time: string, fields: ExceptionFields) =>
      exceptionsWrote!(upsertException.run({ showId, date, time, ...fields })),
    removeException: (showId: number, date: string, time: string) =>
      exceptionsWrote!(removeException.run(showId, date, time)),
    removeExceptionsFrom: (showId: number, date: string) => exceptionsWrote!(removeExceptionsFrom.run(showId, date)),
    setProgramShow: (programId: number, showId: number) =>
      publish.changed(setProgramShow.run(showId, programId), 'schedule_programs'),
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
        clockId: row.clock_id,
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
