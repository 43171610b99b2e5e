import { EventEmitter } from 'node:events';
import path from 'node:path';
import { STATION } from '../../../../shared/station/station-facts';
import type { StationContext } from '../../core/context';
import type { Logger } from '../../core/log';
import { followStationChanges } from './air-follows';
import { type AirSettings, createAirSettings } from './air-settings';
import { createEngineLifecycle } from './engine-lifecycle';
import { stationOrigin } from '../../config/hosts';
import type { OnAirItem } from '../on-air/on-air-item';
import { onAirTitle } from '../on-air/on-air-title';
import { bundledStationId, retitleLive, silenced } from './engine-air-hooks';
import { recordNewestSkip } from '../../syndication/newest-skip';
import { createProgramming } from '../../programming/planner/programming';
import { createRequestFeed } from '../../requests/request-feed';
import { stationTimeZone } from '../../../../shared/station/station-time';
import { createAnalysisQueue } from '../../library/analysis';
import { createBusTaps } from '../bus/bus-taps';
import { type Clock, isoNow } from '../../core/clock';
import { createOnAirBooks } from './on-air-books';
import { createOnAirState } from './on-air-state';
import { createDeadAirDetector } from '../../health/dead-air';
import { wireLiveIngest } from './engine-live';
import { wireSources } from './engine-sources';
import { broadcastHandle } from './engine-handle';
import { createStationOutputs } from '../outputs/station-outputs';
import { standbyPushTarget } from '../../standby/takeover/standby-pushes';
import { planSeedOf } from '../../standby/takeover/plan-seed';
import { effectiveAirOutput, readAirOutput } from '../air-chain/air-chain-settings';
import { createOffAirFeed } from '../air-chain/offair-feed';
import { createPlayout } from '../playout/playout';
import { liveItem } from '../on-air/live-item';
import { type AirTextFeeds, createAirTextFeeds } from './air-text-feeds';
import { withFeeds, withMic } from './engine-feeds';
import { createRecorders } from '../../recording/recorders';
import { createRunner, type Runner } from '../../ffmpeg/runner';
import { createStudioDesk } from '../studio/studio-desk';
import { createStudioQueue } from '../studio/studio-queue';
import { createStudioMic, type StudioMic } from '../live/studio-input/studio-mic';
import type { Broadcast, BroadcastEvents } from './broadcast';
import { lateBound } from './late-bound';
import type { OnAirState } from './on-air-state';
import type { Playout } from '../playout/playout';
import type { StudioDesk } from '../studio/studio-desk';
import type { Programming } from '../../programming/planner/programming';
import type { StandbyAirState } from '../../../../shared/schemas/standby/standby';
import { joinStudioPlan } from '../playout/join-plan';
import type { StationOutputs } from '../outputs/station-outputs';

export interface EngineOptions {
  /** The engine's time (schedule decisions, history, the bus's frame count); the system's unless a test drives it. */
  clock?: Clock;
  /** A presenter's own RTMP stream key → their account; unset, the accounts' live credentials answer (tests name theirs). */
  presenterKeyOwner?(name: string): number | undefined;
}

type EngineContext = Omit<StationContext, 'broadcast' | 'relays'>;
type AirDecisions = StandbyAirState['decisions'];

/**
 * The mounts (MP3 always on; AAC, Opus, FLV while listened to) and every other output of the bus; icy-url and the
 * pushes' ice-url are the station's own address (config/hosts.ts), the same for every client.
 */
function outputsFor(ctx: EngineContext, runner: Runner, log: Logger, onListeners: () => void) {
  return createStationOutputs({
    runner,
    ffmpegPath: ctx.ffmpegPath,
    log,
    title: STATION.name,
    siteUrl: () => stationOrigin(ctx.config),
    onListeners,
    pushes: ctx.repos.streamOutputs,
    hlsDir: path.join(ctx.config.dataDir, 'hls'),
    clock: ctx.clock,
    station: () => ({ ...STATION, url: stationOrigin(ctx.config) }),
    listing: () => ctx.repos.settings.directory(),
    airOutput: () => effectiveAirOutput(readAirOutput(ctx.repos.settings), ctx.config.airOutput),
    dabAudio: ctx.config.dabAudio,
    airMuted: () => ctx.standbyAir?.airMuted() ?? false,
    pushTarget: standbyPushTarget(ctx.config),
  });
}

/** The planner over the station's library and schedule, in the station's time zone and the engine's time. */
/** Listeners' requests enter its music decisions; the one decoding is the playout's (requests/request-feed.ts). */
function programmingFor(ctx: EngineContext, settings: AirSettings, clock: Clock, decoding: () => number | undefined) {
  return createProgramming({
    requests: createRequestFeed(ctx.repos, decoding),
    data: ctx.plannerData,
    tracks: ctx.repos.tracks,
    timeZone: stationTimeZone(ctx.config),
    settings: settings.programming,
    crossfadeSeconds: () => settings.streaming().crossfadeSeconds,
    aired: (since) => ctx.repos.asRun.songsSince(new Date(since).toISOString()),
    // Kept in the database: a standby on the studio's copy draws the same shuffles (standby/takeover/plan-seed.ts).
    seed: planSeedOf(ctx.repos.settings),
    now: clock.now,
    edits: ctx.repos.logEdits,
    newestFile: (folder) => ctx.repos.newestFiles.get(folder),
    newestSkipped: (skip) => recordNewestSkip(ctx, skip),
  });
}

/**
 * The studio desk's parts on the bus: the cart wall and meter (studio-desk.ts) and the desk's microphone input
 * (live/studio-input/), each laid over the music before anything reads the air.
 */
function deskFor(deps: {
  ctx: EngineContext;
  runner: Runner;
  log: Logger;
  clock: Clock;
  taps: ReturnType<typeof createBusTaps>;
  events: EventEmitter<BroadcastEvents>;
  settings: AirSettings;
  playout: ReturnType<typeof createPlayout>;
  recorders: ReturnType<typeof createRecorders>;
}) {
  const { ctx, playout, settings } = deps;
  const mic = createStudioMic({ ...deps, ffmpegPath: ctx.ffmpegPath, liveItem: () => liveItem(ctx) });
  const desk = createStudioDesk({
    ...deps,
    loudnessTargetLufs: () => settings.streaming().loudnessTargetLufs,
    holdMusic: (on) => playout.hold(on),
    endMusic: () => void playout.skip(),
  });
  return { desk, mic };
}

/** The parts that earlier parts call back, bound once all are built (late-bound.ts). */
interface LateParts {
  onAir: OnAirState;
  playout: Playout;
  live: ReturnType<typeof wireLiveIngest>;
  sources: ReturnType<typeof wireSources>;
  desk: StudioDesk;
  mic: StudioMic;
  life: { running(): boolean };
  follows: { programmingChanged(): void };
}
type Wired = ReturnType<typeof lateBound<LateParts>>;

/** The playout: what it decides goes through the desk and the microphone to every output, and is booked. */
function playoutFor(deps: {
  ctx: EngineContext;
  runner: Runner;
  clock: Clock;
  programming: Programming;
  settings: AirSettings;
  stationIdFile: string | null;
  outputs: StationOutputs;
  taps: ReturnType<typeof createBusTaps>;
  books: ReturnType<typeof createOnAirBooks>;
  texts: Pick<AirTextFeeds, 'onAir'>;
  wired: Wired;
}) {
  const { clock, outputs, taps, books, texts, wired } = deps;
  return createPlayout({
    ...deps,
    settings: deps.settings.streaming,
    liveItem: () => wired.get().sources.liveItem(),
    // The studio desk lays the cart over the music before anything reads the air.
    onFrame: (mixed) => {
      const frame = wired.get().mic.mix(wired.get().desk.mix(mixed));
      outputs.write(frame);
      taps.write(frame);
    },
    onLiveFrame: (frame) => wired.get().desk.liveFrame(frame),
    onAir(item) {
      const startedAt = new Date(clock.now()).toISOString();
      // Proof of airing, play history, the live show's log and recording: see on-air-books.ts.
      books.onAir(item, startedAt);
      outputs.setTitle(onAirTitle(item));
      texts.onAir(item);
      wired.get().onAir.aired(item, startedAt);
    },
    onSilence: () => silenced(books, wired.get().onAir, clock),
    onLiveChange: () => wired.get().onAir.emitStatus(),
    // Close the stale connection so the publisher's reconnect is not refused as "already live" (others hang up as
    // their feed is detached); a silent desk gives its connection back too, so it locks no other input out.
    onLiveStall(feed) {
      wired.get().live.ingest.dropPublisher(feed);
      wired.get().mic.liveStalled();
    },
  });
}

/**
 * The real broadcast engine: rotation and live on one PCM bus, MP3 mount, HTTP-FLV, supervision. This file wires
 * the parts, each built after the parts it is handed (calls back to later ones go through `wired`, bound at the
 * end); what is on air is on-air-state.ts, the studio's queue studio-queue.ts, the decisions playout.ts, how a
 * published change reaches the air air-follows.ts, going on and off air engine-lifecycle.ts.
 */
export function createEngine(ctx: EngineContext, options: EngineOptions = {}): Broadcast {
  const clock = options.clock ?? ctx.clock;
  const log = ctx.log.child('broadcast');
  const events = new EventEmitter<BroadcastEvents>();
  events.setMaxListeners(0);
  const wired = lateBound<LateParts>('the broadcast engine');
  const runner = createRunner(log, clock);
  const stationIdFile = bundledStationId(ctx.config.resourcesDir, log);
  const settings = createAirSettings(ctx.repos.settings);
  const outputs = outputsFor(ctx, runner, log, () => wired.get().onAir.listenersChanged());
  const analysis = createAnalysisQueue(ctx, runner);
  // Side features read the mixed bus here (meters, detectors, recorders): see bus-taps.ts.
  const taps = createBusTaps(log);
  // Live sessions and the hourly logger, recorded from the bus as listeners hear it (recording/).
  const recorders = createRecorders({ ctx, runner, taps, now: clock.now });
  const programming = programmingFor(ctx, settings, clock, () => wired.get().playout.prepared()?.requestId);
  const listeners = () => wired.get().live.listeners();
  const books = createOnAirBooks({ ctx, log, recorders, events, listeners });
  // A standby's books open when it takes the air and close when it gives it back (standby/takeover/).
  ctx.standbyAir?.events.on('change', (on) => (on ? books.heardFrom : books.unheardFrom)(isoNow(clock)));
  const texts = createAirTextFeeds(ctx, log, () => outputs.air.holdMs());
  const feeds = { texts, offAir: createOffAirFeed(ctx, { runner, taps, log }) };
  const parts = { ctx, runner, clock, programming, settings, stationIdFile, outputs, taps, books, texts, wired };
  const playout = playoutFor(parts);
  const onListeners = () => wired.get().onAir.listenersChanged();
  const live = wireLiveIngest({ ...options, ctx, log, clock, settings, playout, outputs, onListeners });
  const retitled = (item: OnAirItem) => retitleLive(item, { outputs, texts, onAir: wired.get().onAir });
  const sources = wireSources({ ctx, log, clock, settings, playout, ingest: live.ingest, retitled });
  const { ingest } = sources;
  const onAir = createOnAirState({
    events,
    clock,
    playout,
    programming,
    running: () => wired.get().life.running(),
    ingest: ingest.info,
    listeners: live.listeners,
    ports: { rtmp: ctx.config.rtmpPort, flv: ctx.config.flvPort },
    playableTracks: () => ctx.repos.tracks.playableCount(),
  });
  const { desk, mic } = deskFor({ ctx, runner, log, clock, taps, events, settings, playout, recorders });
  const studio = createStudioQueue({
    clock,
    programming,
    playout,
    crossfadeSeconds: () => settings.streaming().crossfadeSeconds,
    liveOnAir: () => onAir.kind() === 'live' || playout.liveOnAir(),
    liveMissing: () => onAir.liveMissing(),
    replan: () => wired.get().follows.programmingChanged(),
    requestRejected: (id) => ctx.repos.songRequests.get(id)?.status === 'rejected',
  });
  // Dead air on the output: a silent file is skipped and marked, other silence raises an alert.
  const running = () => wired.get().life.running();
  const onAirNow = () => (running() ? onAir.current() : null);
  const deadAir = createDeadAirDetector({ ctx, onAir: onAirNow, skip: () => playout.skip() });
  taps.add('dead-air', (frame) => deadAir.frame(frame));
  const lifeParts = { log, settings, runner, ingest, outputs, recorders, books, playout, analysis, desk, onAir };
  const life = createEngineLifecycle(lifeParts);
  const follows = followStationChanges({
    ...{ events: ctx.events, settings, running: life.running, programming, playout, onAir },
    ...{ ingest, recorders, analysis, outputs, studio },
  });
  wired.bind({ onAir, playout, live, sources, desk, mic, life, follows });

  const handleParts = { events, onAir, playout, desk, deadAir, recorders, studio, outputs, runner };
  const handle = broadcastHandle({ ...handleParts, ...withFeeds(withMic(life, follows, mic), feeds) });
  const joinParts = {
    programming,
    playout,
    clock,
    log,
    running,
    crossfade: () => settings.streaming().crossfadeSeconds,
  };
  const plan = { airState: programming.airState, joinPlan: (d: AirDecisions) => joinStudioPlan(joinParts, d) };
  return { ...handle, ...sources.inputs, ...plan, mic: mic.press, studioInput: mic.view };
}
