import type { ForecastItem } from '../../programming/planner/planned-item';
import type { Joined } from '../../programming/planner/join-air';
import type { StandbyAirState } from '../../../../shared/schemas/standby/standby';
import type { OffAirStatus } from '../../../../shared/schemas/off-air/off-air';
import type { MicView } from '../../../../shared/schemas/mic/studio-input';
import type { RdsState } from '../../../../shared/schemas/broadcast/rds';
import type { DabState } from '../../../../shared/schemas/broadcast/dab';
import type { BrowserStudio } from '../live/browser-studio/browser-input';
import type { SourceInput } from '../live/source-clients/source-input';
import type { StandbyTap } from '../live/source-clients/source-monitor';
import type { AirOutputStatus } from '../air-chain/air-output';
import type { AirOutputs } from '../air-chain/air-outputs';
import type { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Queue, QueueItem } from '../../../../shared/schemas/programming/programming';
import type { LiveStatus, NowPlaying } from '../../../../shared/schemas/broadcast/streaming';
import type { PushConfig } from '../../repos/broadcast/stream-outputs';
import type { ListenerReply, ListenerRequest } from '../mounts/listener-reply';
import type { AudioFormat } from '../outputs/encoding/formats';
import type { HlsAnswer } from '../outputs/hls/hls-http';
import type { PushStatus } from '../outputs/icecast-push/icecast-push';
import type { CartMode, Levels } from '../../../../shared/schemas/broadcast/studio';

/** What pressing a cart button did (studio-desk.ts). */
export type CartPlayResult = 'playing' | 'not_found' | 'broken' | 'not_running';

export interface BroadcastStatus {
  serverRunning: boolean;
  listeners: number;
  isLive: boolean;
  rtmpPort: number | null;
  httpPort: number | null;
  liveStatus: LiveStatus;
  /** True while rotation has nothing to play (the station ID airs once an hour, silence between). */
  emptyLibrary: boolean;
  /** A live programme is scheduled now and nobody is on air from OBS. */
  liveMissing: LiveMissing | null;
}

export type LiveMissing = NonNullable<Queue['liveMissing']>;

/** What the engine tells its listeners (payload tuples, as Node's typed EventEmitter takes them). */
export interface BroadcastEvents {
  /** Whenever what is on air changes (the mixer's transition midpoint), and listener counts (throttled). */
  nowPlaying: [Omit<NowPlaying, 'programme'>];
  /** When serverRunning / isLive / listeners / liveStatus change. */
  status: [BroadcastStatus];
  /** Ten times a second while on air (studio desk). */
  levels: [Levels];
  /** A cart started (its state) or ended (null). */
  cart: [Levels['cart']];
  /** A listener's requested song went on air (the transition midpoint). */
  requestAired: [{ requestId: number; trackId: number; title: string; artist: string; dedication: string | null }];
}

/**
 * The broadcast engine as the HTTP layer sees it. It hears the station's changes itself (ctx.events): nothing
 * that writes tells it so.
 */
export interface Broadcast {
  readonly events: EventEmitter<BroadcastEvents>;
  status(): BroadcastStatus;
  nowPlaying(): Omit<NowPlaying, 'programme'>;
  /** Starts ingest, mixer, encoders and the mount. Idempotent. */
  start(): Promise<void>;
  /** Ends ingest, encoders and the mount; /stream answers 503 while stopped. Idempotent. */
  stop(): Promise<void>;
  /** Next rotation track with the crossfade. */
  skip(): void;
  /** The studio's cart wall: plays a track over the bus now (see studio-desk.ts). */
  playCart?(trackId: number, mode: CartMode): CartPlayResult;
  /** A cart button now carries this track: decode it ahead so a press starts at the next frame. */
  warmCart?(trackId: number): void;
  /** The live recorder and logger (recording/): absent in stand-in engines. */
  recording?: { status(): { live: boolean; logger: boolean } };
  /** The next hour as the planner sees it, spots held back by a live show, a missing live show. */
  queue(): Omit<Queue, 'timezone'>;
  /** The air's last decisions with the run before each, which the studio serves its standby PCs (absent: stand-ins). */
  airState?(): StandbyAirState['decisions'];
  /** A standby taking the air plays what the studio's plan has on air now (playout/join-plan.ts); absent: stand-ins. */
  joinPlan?(decisions: StandbyAirState['decisions']): Joined | null;
  /** The planner's items from `from` to `to` (the music log); absent in stand-in engines. */
  log?(from: number, to: number): ForecastItem[];
  /** Puts a library track to play next; null when the track does not exist or cannot play. */
  queueInsert(trackId: number): QueueItem | null;
  /** Removes an upcoming item: 'show' for a recorded show (hard-timed: edit the schedule instead). */
  queueRemove(id: number): 'removed' | 'not_found' | 'show';
  /** Plays the due spots now (over a live show too, which returns after them); the number of spots queued. */
  playBreak(): number;
  /**
   * Serves a listener of an Icecast-compatible mount (its paths: broadcast/mounts/stream-routes.ts), through Node's response or
   * on the bare socket (broadcast/mounts/stream-door.ts); false when off air, with nothing written: the route gives the offline
   * answer.
   */
  handleMount(request: ListenerRequest, reply: ListenerReply, format?: AudioFormat): boolean;
  /** Serves /hls/live.m3u8 and /hls/seg-N.aac (waking the segmenter); false when off air, nothing written. */
  handleHls(req: IncomingMessage, res: ServerResponse, name: string): Promise<HlsAnswer>;
  /** How a configured push is doing right now. */
  pushStatus(config: PushConfig): PushStatus;
  /** The Icecast-protocol live input, while on air (the main port diverts source clients to it). */
  sourceInput?(): SourceInput | null;
  /** The browser studio's live input (WebSocket), while on air. */
  browserStudio?(): BrowserStudio | null;
  /** A presenter's RTMP publisher waiting in standby, for their own monitor. */
  rtmpStandbyOf?(userId: number): StandbyTap | null;
  /** Whether listeners hear this user's live input now (its show on the bus, not covered by the rotation). */
  liveHeardBy?(userId: number): boolean;
  /** "Salida al emisor": device, state, alert and level of the transmitter's feed (absent in stand-in engines). */
  airOutput?(): AirOutputStatus;
  /** The air output through the studio window: its WebSocket and the cards windows report (absent in stand-ins). */
  airWindow?(): AirOutputs['window'];
  /** "Micro al aire" pressed or released (studio button, key M); userId is whoever pressed it. */
  mic?(onAir: boolean, userId: number | null): void;
  /** The studio desk's input: its device, state, peak, whether it is on air and why (absent in stand-in engines). */
  studioInput?(): Omit<MicView, 'settings' | 'startupDevice'>;
  /** The title the outputs carry now (ICY StreamTitle, pushes' metadata): what a relay should show. */
  streamTitle?(): string;
  /** The RDS encoder link as the studio shows it (absent in stand-in engines). */
  rds?(): RdsState;
  /** The DAB+ DLS file and slide as last written for ODR-PadEnc (absent in stand-in engines). */
  dab?(): DabState;
  /** Resolves once the DAB+ files asked for so far are written (the admin answers after its change is on disk). */
  dabSettled?(): Promise<void>;
  /** "Monitor de antena": what the transmitter radiates against the bus (absent in stand-in engines). */
  offAir?(): OffAirStatus;
  /** Stops everything and leaves no child process behind. */
  close(): Promise<void>;
  /** Internals for tests and benchmarks: child pids, bus underruns, encoder restarts. */
  diagnostics?(): BroadcastDiagnostics;
  /** When sound was last heard on the output (ms since the epoch) and the seconds of dead air so far. */
  health?(): { lastAudioAt: number | null; deadAirSeconds: number };
}

export interface BroadcastDiagnostics {
  childPids: number[];
  underruns: number;
  /** Bus frames rendered since start, and frames dropped after a stall of over a second. */
  framesWritten: number;
  skippedFrames: number;
  droppedListeners: number;
  encoderRestarts: Array<{ name: string; restarts: number; pid: number | null }>;
  /** Every encoder the outputs know, running or asleep, with its consumers. */
  encoders?: Array<{
    name: string;
    state: 'running' | 'stopped';
    consumers: number;
    restarts: number;
    pid: number | null;
  }>;
}
