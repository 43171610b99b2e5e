/**
 * Each recording's MP3 bitrate: the logger's quality is a setting (8–128 kbps), so the length of a file a crash
 * left open is its size over its own bitrate. Rows from before were all written at the air's 128 kbps.
 */
export default /* sql */ `
ALTER TABLE recordings ADD COLUMN bitrate_kbps INTEGER NOT NULL DEFAULT 128;
`;
