/**
 * What the as-run says when a syndicated programme did not air as meant: the previous episode stood in (and why:
 * the feed unreachable, the new episode missing, broken or stale), or nothing of it aired and the slot's playlist
 * did (a row of no seconds saying so). A regulator or the network asking "why was Tuesday's programme not on air"
 * is answered from the log itself.
 */
export default /* sql */ `
ALTER TABLE as_run ADD COLUMN stand_in TEXT;
`;
