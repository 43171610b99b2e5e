/**
 * Per-user live credentials: only a nonce is stored. The source password and the stream key are derived from
 * it with a secret kept beside the database, not in it (auth/live-credentials.ts), so a backup reveals neither;
 * rotating replaces the nonce. NULL: none issued yet (issued on first use).
 */
export default `
ALTER TABLE users ADD COLUMN live_nonce TEXT;
`;
