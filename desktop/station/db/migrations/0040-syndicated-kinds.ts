import type Database from 'better-sqlite3';
import { allowInCheck, rebuildTable } from './table-rebuild';

/**
 * Syndicated shows and their airings get their own kind. Until now a syndicated show was stored as kind 'recorded'
 * told apart by its subscription row, and its airings in the as-run as kind 'show' told apart by their feed,
 * because the two tables' CHECKs predate the kind and SQLite cannot change a CHECK without rebuilding the table.
 * Both tables are rebuilt here from their live definitions (so columns other migrations added stay), with the
 * CHECK widened, and the rows written the old way take the kind they always meant.
 */
export default {
  sql: '',
  foreignKeysOff: true,
  up(db: Database.Database) {
    rebuildTable(db, 'shows', (sql) => allowInCheck(sql, 'kind', 'syndicated'));
    // A presenter's voice-tracked link was stored the same way (kind 'show' with its voice track): it takes its own
    // kind in the same rebuild.
    rebuildTable(db, 'as_run', (sql) => allowInCheck(allowInCheck(sql, 'kind', 'syndicated'), 'kind', 'voicetrack'));
    db.exec(`
      UPDATE shows SET kind = 'syndicated' WHERE id IN (SELECT show_id FROM show_syndication);
      UPDATE as_run SET kind = 'syndicated' WHERE feed IS NOT NULL;
      UPDATE as_run SET kind = 'voicetrack' WHERE voice_track_id IS NOT NULL;
    `);
  },
};
