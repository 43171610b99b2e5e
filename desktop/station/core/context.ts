import type { LiveArbiter } from '../broadcast/live/admission/live-arbiter';
import type { Broadcast } from '../broadcast/engine/broadcast';
import type { StationConfig } from '../config/config';
import type { Db } from '../db/database';
import type { Difusion } from '../difusion/difusion';
import type { StationEvents } from '../events/station-events';
import type { ImportJobs } from '../library/import-jobs-api';
import type { Alerts } from '../health/alerts';
import type { ListenerStats } from '../health/listener-stats';
import type { HealthSettingsStore } from '../health/settings';
import type { Logger } from './log';
import type { MediaStore } from '../media/store';
import type { PlannerData } from '../programming/planner/planner-data';
import type { Repos } from '../repos/index';
import type { RelayMonitor } from '../relays/relay-monitor';
import type { AddressPolicy } from '../uploads/address-policy';
import type { Clock } from './clock';
import type { Standby } from '../standby/status/standby-types';
import type { StandbyAir } from '../standby/takeover/standby-air';

/** What a restart of the core applies: a backup staged beside the data folder, or the admin's time zone. */
export type CoreRestartReason = 'restore' | 'timezone';

/** Everything a route or service needs, built once in startStation and passed down. */
export interface StationContext {
  config: StationConfig;
  log: Logger;
  /** The only source of the time for the station (clock.ts): the system's, or one started at a chosen instant. */
  clock: Clock;
  db: Db;
  repos: Repos;
  /** Committed changes (library, programming, settings, outputs, users), published by the repositories. */
  events: StationEvents;
  /**
   * The schedule, pools and occurrences as the planner reads them: the station's one copy, which the engine plans
   * from and the request gate, the live lock and the schedule pages read too (fresh after every published change).
   */
  plannerData: PlannerData;
  media: MediaStore;
  ffmpegPath: string;
  broadcast: Broadcast;
  /** Who may go live and who is heard: every live input asks it; the dashboard watches it. */
  live: LiveArbiter;
  /** Bulk imports (a folder, or many dropped files) running in the background. */
  imports: ImportJobs;
  /** The technician's alerts (dead air, live silent, disk low…): raise(kind, message) / resolve(kind). */
  alerts: Alerts;
  /** Silence thresholds, the alert webhook, the metrics token. */
  healthSettings: HealthSettingsStore;
  /** Listener sessions and concurrent counts per minute: start(mount, info) returns the session's end. */
  listenerStats: ListenerStats;
  /** The Icecast relays' status, read on a timer: listeners, health, where new listeners may go. */
  relays: RelayMonitor;
  /** "Difusión": now-playing posted to Mastodon, Discord, Telegram, TuneIn and webhooks, off the air path (set by startStation once the engine exists). */
  difusion?: Difusion;
  /** The station as a studio serving standby PCs, and as a standby when started with --follow (set by startStation). */
  standby?: Standby;
  /** True while the first-run demo content is still being generated. */
  seeding: { active: boolean };
  /** Aborted when the station stops: long one-off work (seeding, analysis, imports) ends with it. */
  shutdown: AbortSignal;
  /**
   * Stops the station and starts it again in the same process, to apply what only a start reads; unset where nothing
   * can restart it (a station started on its own, as most tests do).
   */
  restartCore?: (reason: CoreRestartReason) => void;
  /** When this start of the core began (ISO): a restart is seen to have happened when it changes. */
  startedAt?: string;
  /** Which addresses URL imports may reach; unset means the public internet only (tests widen it to one loopback port). */
  downloadAddressPolicy?: AddressPolicy;
  /** Whether this station feeds the air (a standby only once it took over); unset: a studio, always on air. */
  standbyAir?: StandbyAir;
}
