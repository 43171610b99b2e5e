import type { AsRunItem, AsRunKind } from '../../../../shared/schemas/reports/as-run';
import type { TrackRights } from '../../../../shared/schemas/library/track-rights';
import { likePattern } from '../../db/like-pattern';
import type { Db } from '../../db/database';
import { statementCache } from '../../db/statement-cache';

interface AsRunRow {
  id: number;
  started_at: string;
  ended_at: string | null;
  seconds: number | null;
  kind: AsRunKind;
  track_id: number | null;
  title: string;
  artist: string;
  album: string | null;
  show_title: string | null;
  presenter: string | null;
  campaign_id: number | null;
  campaign: string | null;
  isrc: string | null;
  composers: string | null;
  lyricists: string | null;
  publisher: string | null;
  label: string | null;
  year: number | null;
  rights: TrackRights | null;
  rule_notes: string | null;
  fill: 'filler' | 'fade' | null;
  feed: string | null;
  voice_track_id: number | null;
  stand_in: string | null;
  standby: 0 | 1;
}

/** `voiceTrackId`: the presenter's link a 'voicetrack' row aired. */
export type NewAsRun = Omit<AsRunItem, 'id' | 'endedAt' | 'seconds'> & { voiceTrackId?: number | null };

/** Where an aired item stood in the log (absent for what the log never planned: live, a cart). */
export interface AsRunLogPlace {
  position?: number;
  categoryId?: number;
  rules?: readonly string[];
}

/** A window and filters, times already as stored (UTC ISO with milliseconds and Z). */
export interface AsRunFilter {
  from: string;
  to: string;
  kind?: AsRunKind;
  q?: string;
}

const toItem = (row: AsRunRow): AsRunItem => ({
  id: row.id,
  startedAt: row.started_at,
  endedAt: row.ended_at,
  seconds: row.seconds,
  kind: row.kind,
  trackId: row.track_id,
  title: row.title,
  artist: row.artist,
  album: row.album,
  show: row.show_title,
  presenter: row.presenter,
  campaignId: row.campaign_id,
  campaign: row.campaign,
  isrc: row.isrc,
  composers: row.composers,
  lyricists: row.lyricists,
  publisher: row.publisher,
  label: row.label,
  year: row.year,
  rights: row.rights,
  ruleNotes: row.rule_notes,
  fill: row.fill,
  feed: row.feed,
  standIn: row.stand_in,
  standby: row.standby === 1,
});

/** Rows an export reads at a time: a month is tens of thousands of rows, never all in memory at once. */
export const AS_RUN_CHUNK = 2000;

// No item is heard longer than this (a live show runs a few hours): bounds the index range an overlap reads.
const LONGEST_ITEM_MS = 24 * 3_600_000;

/**
 * Rows heard in the window: started before its end and still on air after its start, so the song playing at 18:00
 * belongs to 18:00-19:00 (what the regulator asks for), and one that ended at 18:00 sharp does not.
 */
function where(filter: AsRunFilter): { sql: string; args: unknown[] } {
  const earliest = new Date(Date.parse(filter.from) - LONGEST_ITEM_MS).toISOString();
  const parts = ['started_at >= ?', 'started_at < ?', '(ended_at IS NULL OR ended_at > ?)'];
  const args: unknown[] = [earliest, filter.to, filter.from];
  if (filter.kind) {
    parts.push('kind = ?');
    args.push(filter.kind);
  }
  if (filter.q) {
    parts.push("(title LIKE ? ESCAPE '\\' OR artist LIKE ? ESCAPE '\\' OR show_title LIKE ? ESCAPE '\\')");
    const pattern = likePattern(filter.q);
    args.push(pattern, pattern, pattern);
  }
  return { sql: parts.join(' AND '), args };
}

/** The as-run log: written as items take the air, read in pages and in chunks for exports. */
export function createAsRunRepo(db: Db) {
  const insert = db.prepare(
    `INSERT INTO as_run (started_at, kind, track_id, title, artist, album, show_title, presenter, campaign_id, campaign,
       isrc, composers, lyricists, publisher, label, year, rights, rule_notes, fill, feed, voice_track_id, stand_in,
       log_position, category_id, violated_rules, standby)
     VALUES (@startedAt, @kind, @trackId, @title, @artist, @album, @show, @presenter, @campaignId, @campaign,
       @isrc, @composers, @lyricists, @publisher, @label, @year, @rights, @ruleNotes, @fill, @feed, @voiceTrackId, @standIn,
       @logPosition, @categoryId, @violatedRules, @standby)`,
  );
  const missed = db.prepare<[string, string | null], { id: number }>(
    "SELECT id FROM as_run WHERE started_at = ? AND kind = 'syndicated' AND show_title IS ? AND seconds = 0",
  );
  const close = db.prepare('UPDATE as_run SET ended_at = ?, seconds = ? WHERE id = ? AND ended_at IS NULL');
  // An end before its own start (a clock set back) ends the row where it began, with no seconds.
  const closeInterrupted = db.prepare<[{ end: string }]>(
    `UPDATE as_run SET ended_at = max(started_at, @end),
       seconds = round(max(0, (julianday(max(started_at, @end)) - julianday(started_at)) * 86400), 1)
     WHERE ended_at IS NULL`,
  );
  const pruneBefore = db.prepare('DELETE FROM as_run WHERE started_at < ?');
  const oldest = db.prepare<[], { started_at: string }>('SELECT started_at FROM as_run ORDER BY started_at LIMIT 1');
  const latestOfKind = db.prepare<[AsRunKind], { started_at: string }>(
    'SELECT started_at FROM as_run WHERE kind = ? ORDER BY started_at DESC LIMIT 1',
  );
  const prepared = statementCache<unknown>(db);
  const musicSince = db.prepare<[string], { started_at: string; artist: string; title: string; album: string | null }>(
    "SELECT started_at, artist, title, album FROM as_run WHERE kind = 'music' AND started_at >= ? ORDER BY started_at",
  );

  /**
   * An item took the air; its end comes with the next one (close). `log` is where the log had it: its position, the
   * category it was picked from and the separation rules it broke (reconciliation and the week's violations).
   */
  const open = (item: NewAsRun, log: AsRunLogPlace = {}): number =>
    Number(
      insert.run({
        ...item,
        logPosition: log.position ?? null,
        categoryId: log.categoryId ?? null,
        violatedRules: log.rules?.length ? JSON.stringify(log.rules) : null,
        isrc: item.isrc ?? null,
        composers: item.composers ?? null,
        lyricists: item.lyricists ?? null,
        publisher: item.publisher ?? null,
        label: item.label ?? null,
        year: item.year ?? null,
        rights: item.rights ?? null,
        ruleNotes: item.ruleNotes ?? null,
        fill: item.fill ?? null,
        feed: item.feed ?? null,
        voiceTrackId: item.voiceTrackId ?? null,
        standIn: item.standIn ?? null,
        standby: item.standby ? 1 : 0,
      }).lastInsertRowid,
    );

  return {
    open,
    close: (id: number, endedAt: string, seconds: number) => close.run(endedAt, seconds, id),
    /** The songs that aired from `since` (ISO), oldest first: what the separation rules remember across a restart. */
    songsSince: (since: string) =>
      musicSince
        .all(since)
        .map((r) => ({ at: Date.parse(r.started_at), artist: r.artist, title: r.title, album: r.album })),
    /**
     * A programme that did not air at its slot (its episode not on disk, or stale), as a row of no seconds: written
     * once per slot, however many times the station looks at it (a restart in the slot included).
     */
    missed(item: NewAsRun): void {
      if (missed.get(item.startedAt, item.show)) return;
      const id = open(item);
      close.run(item.startedAt, 0, id);
    },
    /**
     * Ends the rows a crash left open (the running core's own row is opened after this), at `endedAt`: the station's
     * last sign of life. Returns how many there were.
     */
    closeInterrupted: (endedAt: string): number => closeInterrupted.run({ end: endedAt }).changes,
    /** One page in running order, and how many rows the window and filters hold. */
    page(filter: AsRunFilter, offset: number, limit: number): { items: AsRunItem[]; total: number } {
      const { sql, args } = where(filter);
      const rows = prepared(`SELECT * FROM as_run WHERE ${sql} ORDER BY started_at, id LIMIT ? OFFSET ?`).all(
        ...args,
        limit,
        offset,
      ) as AsRunRow[];
      const { n } = prepared(`SELECT COUNT(*) AS n FROM as_run WHERE ${sql}`).get(...args) as { n: number };
      return { items: rows.map(toItem), total: n };
    },
    /**
     * The rows of a window in running order, AS_RUN_CHUNK at a time (keyset paging). No statement stays open between
     * chunks, so the air's own writes never meet a busy connection while a slow client downloads a month.
     */
    *chunks(filter: AsRunFilter): Generator<AsRunItem[]> {
      const { sql, args } = where(filter);
      const next = prepared(
        `SELECT * FROM as_run WHERE ${sql} AND (started_at > ? OR (started_at = ? AND id > ?)) ORDER BY started_at, id LIMIT ?`,
      );
      let after = { startedAt: '', id: 0 };
      for (;;) {
        const rows = next.all(...args, after.startedAt, after.startedAt, after.id, AS_RUN_CHUNK) as AsRunRow[];
        if (rows.length === 0) return;
        yield rows.map(toItem);
        const last = rows.at(-1)!;
        after = { startedAt: last.started_at, id: last.id };
        if (rows.length < AS_RUN_CHUNK) return;
      }
    },
    /** Forgets what aired before this instant (retention); the number of rows removed. */
    pruneBefore: (instant: string): number => pruneBefore.run(instant).changes,
    oldest: (): string | null => oldest.get()?.started_at ?? null,
    /** When an item of this kind last took the air (what a restarted station knows of the hour it restarts in). */
    latestStart: (kind: AsRunKind): string | null => latestOfKind.get(kind)?.started_at ?? null,
  };
}
