/**
 * The newest file of each folder an hour clock's "newest file" event watches: which file it is, its modification
 * time (what its freshness is measured from) and the library track it was filed as ahead of its minute. The
 * planner reads this row at the mark; nothing is read from the folder or analysed then.
 */
export default /* sql */ `
CREATE TABLE newest_files (
  folder TEXT PRIMARY KEY,
  file_name TEXT NOT NULL,
  modified_at INTEGER NOT NULL,
  size INTEGER NOT NULL,
  track_id INTEGER REFERENCES tracks(id) ON DELETE SET NULL,
  reason TEXT
);
`;
