/**
 * How an item met a hard-timed event when the songs could not land on its mark: 'filler' (the clock's filler closed
 * the gap) or 'fade' (the item on air was cut at the mark, fading into the event); null when it simply played.
 */
export default /* sql */ `
ALTER TABLE as_run ADD COLUMN fill TEXT CHECK (fill IN ('filler', 'fade'));
`;
