/**
 * Rights metadata on tracks: what collecting societies and the as-run log ask of each work. All nullable:
 * the library predates them and an admin fills them in (tags on import, one by one, in bulk). Numbered 20: 19 is
 * another change's.
 */
export default /* sql */ `
ALTER TABLE tracks ADD COLUMN isrc TEXT;
ALTER TABLE tracks ADD COLUMN composers TEXT;
ALTER TABLE tracks ADD COLUMN lyricists TEXT;
ALTER TABLE tracks ADD COLUMN publisher TEXT;
ALTER TABLE tracks ADD COLUMN label TEXT;
ALTER TABLE tracks ADD COLUMN year INTEGER;
ALTER TABLE tracks ADD COLUMN rights TEXT CHECK (rights IN ('own','licensed','free'));
`;
