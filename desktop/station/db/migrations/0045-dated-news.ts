/**
 * A clock's "newest file" can read a dated address instead of a folder: each mark's file is fetched ahead and filed
 * under its expanded address in the same table, with the mark it was fetched for, so the files of marks long gone
 * can be found and removed (a folder's row has none: its newest file is replaced by the next one).
 */
export default /* sql */ `
ALTER TABLE newest_files ADD COLUMN mark_at INTEGER;
`;
