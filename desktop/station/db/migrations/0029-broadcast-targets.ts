/**
 * "Difusión": where the station posts what is on air (Mastodon, Discord, Telegram, TuneIn AIR, a JSON
 * webhook). `secret` (an access token, a bot token, a partner key, or a webhook URL that carries its token) is stored
 * as given, because the station must send it, and is never returned to the browser; like the push passwords it is
 * in backups, which EMISORA_BACKUP_PASSPHRASE encrypts. `settings`: the kind's other fields (JSON); `events`: the
 * events posted (JSON array); `templates`: one text per event (JSON, empty for the default).
 */
export default /* sql */ `
CREATE TABLE broadcast_targets (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('mastodon', 'discord', 'telegram', 'tunein', 'webhook')),
  name TEXT NOT NULL,
  enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  settings TEXT NOT NULL DEFAULT '{}',
  secret TEXT NOT NULL,
  events TEXT NOT NULL DEFAULT '[]',
  templates TEXT NOT NULL DEFAULT '{}',
  min_interval_seconds INTEGER NOT NULL DEFAULT 60 CHECK (min_interval_seconds BETWEEN 0 AND 86400),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);
`;
