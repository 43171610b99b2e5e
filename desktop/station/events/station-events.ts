import type { Logger } from '../core/log';
import { Emitter } from './emitter';

/**
 * Which station topic a write to each table changes. Every table is listed, null where nothing outside its own
 * module caches it: a new table is a type error until it is classified (the schema test checks the database's
 * tables against this list), so a new write path cannot leave the air stale by being forgotten.
 */
export const TABLE_TOPICS = {
  tracks: 'library',
  tracks_fts: null,
  // A song's categories choose which hour-clock positions it can fill: the planner's pools read them.
  categories: 'library',
  track_categories: 'library',
  playlists: 'programming',
  playlist_tracks: 'programming',
  schedule_programs: 'programming',
  // The hour clocks and the grid decide the planner's next pick.
  clocks: 'programming',
  clock_grid: 'programming',
  // The music director's log edits decide what airs at a position.
  log_edits: 'programming',
  log_plan: null,
  // A presenter's links: the air reads them as it goes, nothing cached follows them.
  voice_tracks: null,
  shows: 'programming',
  show_presenters: 'programming',
  show_rules: 'programming',
  show_exceptions: 'programming',
  show_syndication: 'programming',
  syndicated_episodes: null,
  // The newest file of a watched folder: the planner reads its row afresh at the clock's mark.
  newest_files: null,
  syndication_polls: null,
  campaigns: 'programming',
  // The planner reads airings fresh at each decision (quotas): writing one on air re-plans nothing.
  campaign_airings: null,
  // Listeners' requests: the planner reads the waiting ones afresh at each music decision, but a request already
  // decoding to air is a decision taken: the engine hears a rejection here, whoever wrote it.
  song_requests: 'requests',
  settings: 'settings',
  stream_outputs: 'outputs',
  users: 'users',
  sessions: null,
  audit_log: null,
  // Difusión reads its targets at each on-air event: nothing caches them.
  broadcast_targets: null,
  alerts: null,
  // The as-run log and the societies' column mappings feed reports only, never the air.
  as_run: null,
  cart_buttons: null,
  enquiries: null,
  // The studio's list of standby PCs and their tokens: read at each follower request, nothing caches it.
  followers: null,
  gallery_images: null,
  import_files: null,
  import_jobs: null,
  listener_minutes: null,
  listener_sessions: null,
  play_history: null,
  podcast_episodes: null,
  // A presenter's drafts feed /estudio only; publishing one writes podcast_episodes.
  podcast_drafts: null,
  podcasts: null,
  recordings: null,
  relay_minutes: null,
  relays: null,
  report_mappings: null,
  streaming_sources: null,
  team_members: null,
} as const;

export type StationTable = keyof typeof TABLE_TOPICS;
export type StationTopic = NonNullable<(typeof TABLE_TOPICS)[StationTable]>;
/** The tables whose writes publish `topic`. */
export type TablesOf<Topic extends StationTopic> = {
  [T in StationTable]: (typeof TABLE_TOPICS)[T] extends Topic ? T : never;
}[StationTable];

/** One committed change: the tables written (one event per transaction, however many rows). */
export interface TopicChange<Topic extends StationTopic> {
  readonly tables: readonly TablesOf<Topic>[];
}
export type LibraryChange = TopicChange<'library'>;
export type ProgrammingChange = TopicChange<'programming'>;
export type SettingsChange = TopicChange<'settings'>;
export type OutputsChange = TopicChange<'outputs'>;
export type UsersChange = TopicChange<'users'>;
export type RequestsChange = TopicChange<'requests'>;

/** The station's change events: published once a write is committed, by the repositories (events/change-publisher.ts). */
export interface StationEvents {
  /** Tracks added, removed, edited, analysed, marked broken or restored. */
  readonly library: Emitter<LibraryChange>;
  /** The schedule, a playlist or a campaign. */
  readonly programming: Emitter<ProgrammingChange>;
  /** Any station setting (streaming, programming rules, logger, health). */
  readonly settings: Emitter<SettingsChange>;
  /** The Icecast pushes. */
  readonly outputs: Emitter<OutputsChange>;
  readonly users: Emitter<UsersChange>;
  /** Listeners' song requests: made, rejected, expired, aired. */
  readonly requests: Emitter<RequestsChange>;
}

export function createStationEvents(log?: Logger): StationEvents {
  const onError = (error: unknown) =>
    log?.error('a station-event subscriber failed', { error: (error as Error)?.message ?? String(error) });
  return {
    library: new Emitter(onError),
    programming: new Emitter(onError),
    settings: new Emitter(onError),
    outputs: new Emitter(onError),
    users: new Emitter(onError),
    requests: new Emitter(onError),
  };
}

/** Every subscription held on the station's events (a test checks that owners release theirs when they stop). */
export const listenerCount = (events: StationEvents): number =>
  Object.values(events).reduce((sum: number, emitter: Emitter<unknown>) => sum + emitter.listenerCount, 0);
