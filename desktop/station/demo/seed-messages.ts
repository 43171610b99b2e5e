import type { StationConfig } from '../config/config';
import type { LogLevel } from '../log';
import type { StationTable, StationTopic } from '../events/station-events';

/** Serving process → seeding process. */
export type ToSeeder =
  | { type: 'start'; config: StationConfig; ffmpegPath: string }
  /** The station is stopping: end after the items in flight (their ffmpeg jobs are killed); the next start resumes. */
  | { type: 'stop' };

/** Seeding process → serving process. */
export type FromSeeder =
  /** A log line, written by the serving process's own logger so the first-run messages read as before. */
  | { type: 'log'; level: LogLevel; scopes: string[]; message: string; detail?: Record<string, unknown> }
  /** A committed write, published again in the serving process (the planner picks up each track as it lands). */
  | { type: 'change'; topic: StationTopic; tables: StationTable[] }
  | { type: 'done' }
  | { type: 'failed'; message: string };
