import type { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LiveStatus, NowPlaying } from '../../../shared/schemas/streaming';

export interface BroadcastStatus {
  serverRunning: boolean;
  listeners: number;
  isLive: boolean;
  rtmpPort: number | null;
  httpPort: number | null;
  liveStatus: LiveStatus;
  /** True while rotation has nothing to play and the station-ID loop is on air. */
  emptyLibrary: boolean;
}

/**
 * The broadcast engine as the HTTP layer sees it. Events on `events`:
 *  - 'nowPlaying' (NowPlaying without programme) whenever what is on air changes (mixer transition midpoint),
 *  - 'status' (BroadcastStatus) when serverRunning / isLive / listeners / liveStatus change.
 */
export interface Broadcast {
  readonly events: EventEmitter;
  status(): BroadcastStatus;
  nowPlaying(): Omit<NowPlaying, 'programme'>;
  /** Starts ingest, mixer, encoders and the mount. Idempotent. */
  start(): Promise<void>;
  /** Ends ingest, encoders and the mount; /stream answers 503 while stopped. Idempotent. */
  stop(): Promise<void>;
  /** Next rotation track with the crossfade. */
  skip(): void;
  /** Re-reads settings (enabled, crossfade, loudness target, stream key) from the database. */
  settingsChanged(): void;
  /** Drops the current publisher (after a key change). */
  dropPublisher(): void;
  /** Serves GET/HEAD /stream: Icecast-compatible MP3 mount. */
  handleMount(req: IncomingMessage, res: ServerResponse): void;
  /** Stops everything and leaves no child process behind. */
  close(): Promise<void>;
  /** Internals for tests and benchmarks: child pids, bus underruns, encoder restarts. */
  diagnostics?(): BroadcastDiagnostics;
}

export interface BroadcastDiagnostics {
  childPids: number[];
  underruns: number;
  /** Bus frames rendered since start, and frames dropped after a stall of over a second. */
  framesWritten: number;
  skippedFrames: number;
  droppedListeners: number;
  encoderRestarts: Array<{ name: string; restarts: number; pid: number | null }>;
}
