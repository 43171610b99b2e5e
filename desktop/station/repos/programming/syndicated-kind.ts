import type { ShowKind } from '../../../../shared/schemas/programming/shows';

/**
 * A syndicated show is stored with kind 'recorded' (the shows table's CHECK predates it, the syndication migration
 * says why) and is told apart by its subscription row: every read of a show goes through SELECT_SHOWS, every write
 * through storedKind. The later `kind` column wins in the row better-sqlite3 builds.
 */
export const SELECT_SHOWS = `SELECT s.*, CASE WHEN EXISTS (SELECT 1 FROM show_syndication y WHERE y.show_id = s.id)
  THEN 'syndicated' ELSE s.kind END AS kind FROM shows s`;

export const storedKind = <T extends { kind: ShowKind }>(fields: T): T => ({
  ...fields,
  kind: fields.kind === 'syndicated' ? 'recorded' : fields.kind,
});
