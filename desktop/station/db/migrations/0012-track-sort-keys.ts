/**
 * Sort keys for the library's title, artist and album, so a sorted page of 20,000 songs reads an index and still
 * sorts as a Spanish, Catalan or French reader expects: "Àrbol" with the A's, "Éxito" with the E's, "Ñandú" after
 * every other N, "¿Dónde?" under D. SQLite's NOCASE folds ASCII only, which put every accented initial after Z.
 *
 * Duration, the fourth column a listener sorts by, gets its index too (a sort by duration sorted 20,000 rows per page).
 *
 * The keys are virtual generated columns (computed from the row, so every writer — API, inbox, import, bulk edit —
 * keeps them right without code) with an index each. The fold is plain SQL (nested replace and lower), so the file
 * stays readable by any SQLite tool; it is frozen here with the migration, never imported from elsewhere.
 */
export const FOLDS: ReadonlyArray<readonly [string, string]> = [
  ['ÀÁÂÃÄÅàáâãäå', 'a'],
  ['ÈÉÊËèéêë', 'e'],
  ['ÌÍÎÏìíîï', 'i'],
  ['ÒÓÔÕÖØòóôõöø', 'o'],
  ['ÙÚÛÜùúûü', 'u'],
  ['Çç', 'c'],
  // Ñ is its own letter in Spanish, after N: "{" is the character after "z".
  ['Ññ', 'n{'],
  ['Ýýÿ', 'y'],
  ['Ææ', 'ae'],
  ['Œœ', 'oe'],
  ['ß', 'ss'],
  // Catalan "l·l" sorts as "ll"; Spanish opening marks are not letters.
  ['·¡¿', ''],
];

function fold(column: string): string {
  let expression = column;
  for (const [from, to] of FOLDS) for (const ch of from) expression = `replace(${expression}, '${ch}', '${to}')`;
  return `lower(${expression})`;
}

export default /* sql */ `
ALTER TABLE tracks ADD COLUMN title_key TEXT GENERATED ALWAYS AS (${fold('title')}) VIRTUAL;
ALTER TABLE tracks ADD COLUMN artist_key TEXT GENERATED ALWAYS AS (${fold('artist')}) VIRTUAL;
ALTER TABLE tracks ADD COLUMN album_key TEXT GENERATED ALWAYS AS (${fold("COALESCE(album, '')")}) VIRTUAL;
CREATE INDEX tracks_title_key ON tracks (title_key, id);
CREATE INDEX tracks_artist_key ON tracks (artist_key, id);
CREATE INDEX tracks_album_key ON tracks (album_key, id);
CREATE INDEX tracks_duration ON tracks (duration, id);
`;
