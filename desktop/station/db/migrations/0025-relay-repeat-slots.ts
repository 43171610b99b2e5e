/**
 * One-off programmes that relay a remote stream or repeat an earlier airing (#21 items 4–5). Added columns, not a
 * rebuilt table: the type CHECK stays as the spec's clients know it (music/talk/live, the grid's badge) and a row
 * with a relay URL airs as a relay, one with repeat instants as a repeat; a rebuild would also have to carry
 * columns other migrations add to this table (shows' show_id). Instants are epoch milliseconds of the original
 * airing. podcasts.show_id links a show to the podcast whose latest episode fills a recorded occurrence that has
 * no file (no foreign key: the shows table is another migration's).
 */
export default /* sql */ `
ALTER TABLE schedule_programs ADD COLUMN relay_url TEXT;
ALTER TABLE schedule_programs ADD COLUMN repeat_of_start INTEGER;
ALTER TABLE schedule_programs ADD COLUMN repeat_of_end INTEGER;
ALTER TABLE podcasts ADD COLUMN show_id INTEGER;
CREATE INDEX podcasts_show ON podcasts (show_id) WHERE show_id IS NOT NULL;
`;
