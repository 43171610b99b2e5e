/**
 * Icecast 2.4 decodes a source's ice-* headers in its mount's charset: ISO-8859-1 unless the mount says
 * `<charset>UTF-8</charset>`, where Latin-1 bytes became a null server name. Each push says which.
 */
export default /* sql */ `
ALTER TABLE stream_outputs ADD COLUMN header_charset TEXT NOT NULL DEFAULT 'ISO-8859-1'
  CHECK (header_charset IN ('ISO-8859-1', 'UTF-8'));
`;
