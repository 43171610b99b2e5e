/**
 * Segue markers on each track, on the file's own timeline like the cue points: where the intro ends (the presenter's
 * talk-over window) and where the next item may start over the outro. NULL is "none": no intro, or a cold end.
 * Tracks analysed before this have none until they are analysed again (the library's «Reanalizar» bulk action):
 * `markers_measured` tells those (0: the playout crossfades them as before) from a measured cold end (1, no marker:
 * the next item starts right at the cue-out).
 */
export default /* sql */ `
ALTER TABLE tracks ADD COLUMN intro_sec REAL;
ALTER TABLE tracks ADD COLUMN next_start_sec REAL;
ALTER TABLE tracks ADD COLUMN markers_measured INTEGER NOT NULL DEFAULT 0;
`;
