import type { StandbyAirState } from '../../../../shared/schemas/standby/standby';
import type { StudioFeed } from '../followers/studio-feed';

/** What GET /api/health adds: which role the station plays, and on a standby whom it follows and how far behind. */
export type StandbyHealth =
  | { role: 'studio' }
  | { role: 'follower'; following: string; lagSeconds: number | null; copyError: string | null; onAir: boolean };

export interface FollowerStatus {
  following: string;
  /** Seconds since the follower last knew it held the studio's latest data; null before its first copy. */
  lagSeconds: number | null;
  syncedAt: string | null;
  /** Why the last attempt failed (the studio unreachable, a refused copy), until one succeeds. */
  lastError: string | null;
  /** The same failure as its admin reads it (Spanish: the studio's own refusal, or what it means for the copy). */
  copyError: string | null;
}

export interface Follower {
  start(): void;
  stop(): Promise<void>;
  status(): FollowerStatus;
  /** Resolves after the next complete poll (tests wait for a copy this way instead of sleeping). */
  nextPoll(): Promise<void>;
  /** The studio's last air decisions as last received (follow/studio-air-state.ts); null: never reached. */
  airState(): StandbyAirState | null;
}

/** A station's two standby roles: every station serves followers; one started with --follow is one. */
export interface Standby {
  feed: StudioFeed;
  follower: Follower | null;
  health(): StandbyHealth;
  start(): void;
  stop(): Promise<void>;
}
