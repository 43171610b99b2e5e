/**
 * One-off programmes that relay a remote stream or repeat an earlier airing. Added columns, not a
 * rebuilt table: the type CHECK stays as the spec's clients know it (music/talk/live, the grid's badge) and a row
 * with a relay URL airs as a relay, one with repeat instants as a repeat; a rebuild would also have to carry
 * columns other migrations add to this table (shows' show_id). Instants are epoch milliseconds of the original
 * airing. (A show's podcast is shows.podcast_id, migration 24: the one link the fallback episode and drafts read.)
 */
export default /* sql */ `
ALTER TABLE schedule_programs ADD COLUMN relay_url TEXT;
ALTER TABLE schedule_programs ADD COLUMN repeat_of_start INTEGER;
ALTER TABLE schedule_programs ADD COLUMN repeat_of_end INTEGER;
`;
