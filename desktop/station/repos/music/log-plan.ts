import type { ChangePublisher } from '../../events/change-publisher';
import type { Db } from '../../db/database';

/** One position as the log planned it (the last plan before it aired). */
export interface PlanRow {
  position: number;
  plannedAt: string;
  kind: string;
  trackId: number | null;
  title: string;
  artist: string;
  categoryId: number | null;
}

/** One as-run row as reconciliation reads it. */
export interface AiredRow {
  position: number | null;
  startedAt: string;
  endedAt: string | null;
  kind: string;
  trackId: number | null;
  title: string;
  artist: string;
}

/** A week's violations: how many aired items broke each rule, per category (null: picks outside a category). */
export interface ViolationCount {
  rule: string;
  categoryId: number | null;
  category: string | null;
  count: number;
}

/**
 * What the log planned, kept position by position until each position airs (a later plan of a position still to
 * come replaces the earlier one; one whose time has passed is never rewritten), and the reads that set it beside
 * the as-run: the day's reconciliation and the week's rule violations.
 */
export function createLogPlanRepo(db: Db, publish: ChangePublisher) {
  const upsert = db.prepare<[PlanRow & { now: string }]>(
    `INSERT INTO log_plan (position, planned_at, kind, track_id, title, artist, category_id)
     VALUES (@position, @plannedAt, @kind, @trackId, @title, @artist, @categoryId)
     ON CONFLICT(position) DO UPDATE SET planned_at = excluded.planned_at, kind = excluded.kind,
       track_id = excluded.track_id, title = excluded.title, artist = excluded.artist, category_id = excluded.category_id
     WHERE log_plan.planned_at >= @now`,
  );
  const planned = db.prepare<[string, string], PlanRow>(
    `SELECT position, planned_at AS plannedAt, kind, track_id AS trackId, title, artist, category_id AS categoryId
       FROM log_plan WHERE planned_at >= ? AND planned_at < ? ORDER BY planned_at, position`,
  );
  const aired = db.prepare<[string, string], AiredRow>(
    `SELECT log_position AS position, started_at AS startedAt, ended_at AS endedAt, kind, track_id AS trackId, title,
       artist FROM as_run WHERE started_at >= ? AND started_at < ? ORDER BY started_at, id`,
  );
  const violations = db.prepare<[string, string], ViolationCount>(
    `SELECT j.value AS rule, a.category_id AS categoryId, c.name AS category, COUNT(*) AS count
       FROM as_run a JOIN json_each(a.violated_rules) j LEFT JOIN categories c ON c.id = a.category_id
      WHERE a.violated_rules IS NOT NULL AND a.started_at >= ? AND a.started_at < ?
      GROUP BY j.value, a.category_id ORDER BY count DESC, rule`,
  );

  return {
    /** Keeps the plan of positions still to air (`now` as stored: ISO UTC). */
    save: publish.transaction((rows: readonly PlanRow[], now: string) => {
      for (const row of rows) if (row.plannedAt >= now) upsert.run({ ...row, now });
    }),
    planned: (from: string, to: string): PlanRow[] => planned.all(from, to),
    aired: (from: string, to: string): AiredRow[] => aired.all(from, to),
    violations: (from: string, to: string): ViolationCount[] => violations.all(from, to),
  };
}
export type LogPlanRepo = ReturnType<typeof createLogPlanRepo>;
