/**
 * The studio's cart wall: one row per button (slot 1..21 = keys 1–9 and F1–F12), any library track on it.
 * Deleting the track empties its buttons.
 */
export default /* sql */ `
CREATE TABLE cart_buttons (
  slot INTEGER PRIMARY KEY CHECK (slot BETWEEN 1 AND 21),
  track_id INTEGER NOT NULL REFERENCES tracks(id) ON DELETE CASCADE,
  label TEXT NOT NULL DEFAULT '',
  color TEXT NOT NULL DEFAULT 'blue',
  mode TEXT NOT NULL DEFAULT 'duck' CHECK (mode IN ('duck','stop'))
);
`;
