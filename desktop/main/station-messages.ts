/** What the station's utility process and the main process say to each other (structured-clone messages). */

/** Off air, rotation on air, or a live show on air: what the tray icon shows. */
export type AirState = 'off' | 'auto' | 'live';

export interface StationStatusMessage {
  type: 'status';
  air: AirState;
  listeners: number;
  /** "Artist - Title" of what is on air, or null. */
  nowPlaying: string | null;
}

/** Why the station could not start: the setting at fault and what kind of problem, so main can offer the fix. */
export interface StationFailedMessage {
  type: 'failed';
  problem: 'port' | 'data-dir' | 'restore' | 'config' | 'crash';
  setting: string;
  message: string;
}

export type FromStation =
  | { type: 'ready'; url: string; port: number; dataDir: string }
  | StationStatusMessage
  | StationFailedMessage
  | { type: 'stopped' };

export type ToStation = { type: 'stop' } | { type: 'broadcast'; action: 'start' | 'stop' };

/** The problem behind a ConfigError's setting name. */
export function problemOf(setting: string): StationFailedMessage['problem'] {
  if (/port/.test(setting)) return 'port';
  if (/data/.test(setting)) return 'data-dir';
  if (/restore/.test(setting)) return 'restore';
  return 'config';
}
