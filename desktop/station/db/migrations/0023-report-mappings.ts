/**
 * Column mappings of the music-use report: each collecting society wants its own template (its column
 * names, in its order, a comma or a semicolon); the station saves one per society instead of asking for code.
 * `columns` is JSON: [{ "header": "...", "field": "isrc" }, ...], checked by the shared schema on every write.
 */
export default /* sql */ `
CREATE TABLE report_mappings (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  delimiter TEXT NOT NULL DEFAULT ',' CHECK (delimiter IN (',', ';', '\t')),
  columns TEXT NOT NULL
);
`;
