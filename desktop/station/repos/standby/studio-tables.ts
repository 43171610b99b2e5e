import type { Db } from '../../db/database';

/**
 * The tables a standby keeps for itself: what it aired (its as-run, history, audience), its own sign-ins and audit,
 * its own alerts, its own Icecast pushes, its planned log (it computes the same one from the same data and seed),
 * its import jobs, and the studio's list of followers. Every other table is the studio's and is copied, so a table
 * added later follows the studio unless it is named here.
 */
export const FOLLOWER_OWN_TABLES: ReadonlySet<string> = new Set([
  'as_run',
  'play_history',
  'listener_minutes',
  'listener_sessions',
  'relay_minutes',
  'sessions',
  'audit_log',
  'alerts',
  'stream_outputs',
  'log_plan',
  'import_files',
  'import_jobs',
  'followers',
]);

/**
 * Settings that belong to the machine rather than the station: its sound card and delay to the transmitter, its
 * off-air monitor, its alerting and its logger's disk budget. `{t}` is the table's alias in the statement.
 */
const OWN_SETTING_PATTERNS = [
  'air_output_*',
  'offair_*',
  'alert_*',
  'dead_air*',
  'live_silence*',
  'logger_*',
  'metrics_token',
  'demo_seed*',
  'standby_*',
];
export const FOLLOWER_OWN_ROWS: Readonly<Record<string, string>> = {
  settings: OWN_SETTING_PATTERNS.map((pattern) => `{t}.key GLOB '${pattern}'`).join(' OR '),
};

/** The studio's tables in `schema` (real tables only: a full-text index follows its table through its triggers). */
export function studioTables(db: Db, schema = 'main'): string[] {
  return (db.pragma(`${schema}.table_list`) as Array<{ name: string; type: string }>)
    .filter((t) => t.type === 'table' && !t.name.startsWith('sqlite_') && !FOLLOWER_OWN_TABLES.has(t.name))
    .map((t) => t.name)
    .sort();
}

export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
