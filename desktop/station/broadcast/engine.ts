import { EventEmitter } from 'node:events';
import path from 'node:path';
import { STATION } from '../../../shared/station-facts';
import type { StationContext } from '../context';
import { stationOrigin } from '../config/hosts';
import { onAirTitle } from './on-air-title';
import { currentProgramme } from '../programme';
import { createProgramming } from '../programming/programming';
import { stationTimeZone } from '../programming/station-time';
import { createAnalysisQueue } from './analysis';
import { createBusTaps } from './bus-taps';
import { type Clock, systemClock } from './clock';
import { createOnAirBooks } from './on-air-books';
import { createOnAirState } from './on-air-state';
import { createDeadAirDetector } from '../health/dead-air';
import { createLiveIngest } from './live-ingest';
import type { OnAirItem } from './on-air-item';
import { createStationOutputs } from './outputs/station-outputs';
import { createPlayout } from './playout';
import { createRecorders } from '../recording/recorders';
import { createRunner } from './runner';
import { findStationIdFile } from './station-id';
import { createStudioDesk } from './studio-desk';
import { createStudioQueue } from './studio-queue';
import type { Broadcast, BroadcastEvents } from './types';

export interface EngineOptions {
  /** The engine's time (schedule decisions, history, the bus's frame count); the system's unless a test drives it. */
  clock?: Clock;
}

/** Runs start/stop one after another: they may be called from overlapping requests. */
function serialized() {
  let last: Promise<void> = Promise.resolve();
  return (work: () => Promise<void>) => {
    last = last.then(work, work);
    return last;
  };
}

/**
 * The real broadcast engine: rotation and live on one PCM bus, MP3 mount, HTTP-FLV, supervision. This file wires
 * the parts; what is on air is on-air-state.ts, the studio's queue studio-queue.ts, the decisions playout.ts.
 */
export function createEngine(
  ctx: Omit<StationContext, 'broadcast' | 'relays'>,
  options: EngineOptions = {},
): Broadcast {
  const clock = options.clock ?? systemClock;
  const log = ctx.log.child('broadcast');
  const events = new EventEmitter<BroadcastEvents>();
  events.setMaxListeners(0);
  const runner = createRunner(log);
  const stationIdFile = findStationIdFile(ctx.config.resourcesDir);
  if (!stationIdFile) log.warn('station-ID loop not found; an empty library will play silence');

  let settings = ctx.repos.settings.streaming();
  let programmingSettings = ctx.repos.settings.programming();
  let running = false;
  let flvPlayers = 0;

  // The mounts (MP3 always on; AAC, Opus, FLV while listened to) and every other output of the bus; icy-url and
  // the pushes' ice-url are the station's own address (config/hosts.ts), the same for every client.
  const outputs = createStationOutputs({
    runner,
    ffmpegPath: ctx.ffmpegPath,
    log,
    title: STATION.name,
    siteUrl: () => stationOrigin(ctx.config),
    onListeners: () => onAir.listenersChanged(),
    pushes: ctx.repos.streamOutputs,
    hlsDir: path.join(ctx.config.dataDir, 'hls'),
    station: () => ({ ...STATION, url: stationOrigin(ctx.config) }),
  });
  const analysis = createAnalysisQueue(ctx, runner);
  // Side features read the mixed bus here (meters, detectors, recorders): see bus-taps.ts.
  const taps = createBusTaps(log);
  // Live sessions and the hourly logger, recorded from the bus as listeners hear it (recording/).
  const recorders = createRecorders({ ctx, runner, taps });
  const programming = createProgramming({
    db: ctx.db,
    tracks: ctx.repos.tracks,
    timeZone: stationTimeZone(ctx.config),
    settings: () => programmingSettings,
    events: ctx.events,
    now: clock.now,
  });
  const listeners = () => {
    const byMount = outputs.listeners();
    return byMount.mp3 + byMount.aac + byMount.opus + flvPlayers;
  };
  const books = createOnAirBooks({ ctx, log, recorders, listeners });

  const playout = createPlayout({
    ctx,
    runner,
    clock,
    programming,
    stationIdFile,
    settings: () => settings,
    liveItem: (): OnAirItem => ({
      kind: 'live',
      trackId: null,
      planned: null,
      title: currentProgramme(ctx).title,
      artist: STATION.name,
      album: null,
      coverImageUrl: null,
      duration: 0,
    }),
    // The studio desk lays the cart over the music before anything reads the air.
    onFrame: (mixed) => {
      const frame = desk.mix(mixed);
      outputs.write(frame);
      taps.write(frame);
    },
    onLiveFrame: (frame) => desk.liveFrame(frame),
    onAir(item) {
      const startedAt = new Date(clock.now()).toISOString();
      // Proof of airing, play history, the live show's log and recording: see on-air-books.ts.
      books.onAir(item, startedAt);
      outputs.setTitle(onAirTitle(item));
      onAir.aired(item, startedAt);
    },
    onLiveChange: () => onAir.emitStatus(),
    // Close the stale connection so the publisher's reconnect is not refused as "already live".
    onLiveStall: () => ingest.dropPublisher(),
  });

  const ingest = createLiveIngest(
    {
      host: ctx.config.host,
      rtmpPort: ctx.config.rtmpPort,
      flvPort: ctx.config.flvPort,
      dataDir: ctx.config.dataDir,
      settings: () => settings,
      onPublish: (session) => playout.startLive(session),
      onUnpublish: () => playout.endLive('publisher disconnected'),
      onFlvSession: (info) => ctx.listenerStats.start('flv', info),
      onFlvPlayers(count) {
        flvPlayers = count;
        outputs.flvPlayers(count);
        onAir.listenersChanged();
      },
    },
    log,
  );

  const onAir = createOnAirState({
    events,
    clock,
    playout,
    programming,
    running: () => running,
    ingest: ingest.info,
    listeners,
    ports: { rtmp: ctx.config.rtmpPort, flv: ctx.config.flvPort },
    playableTracks: () => ctx.repos.tracks.playableCount(),
  });

  const desk = createStudioDesk({
    ctx,
    runner,
    taps,
    events,
    loudnessTargetLufs: () => settings.loudnessTargetLufs,
    holdMusic: (on) => playout.hold(on),
    endMusic: () => void playout.skip(),
  });

  const studio = createStudioQueue({
    clock,
    programming,
    playout,
    crossfadeSeconds: () => settings.crossfadeSeconds,
    liveOnAir: () => onAir.kind() === 'live' || playout.liveOnAir(),
    liveMissing: () => onAir.liveMissing(),
    replan: () => programmingChanged(),
  });

  // Dead air on the output: a silent file is skipped and marked, other silence raises an alert (#12).
  const deadAir = createDeadAirDetector({
    ctx,
    onAir: () => (running ? onAir.current() : null),
    skip: () => playout.skip(),
  });
  taps.add('dead-air', (frame) => deadAir.frame(frame));

  function programmingChanged() {
    programming.changed();
    if (!running) return;
    playout.replan();
    onAir.changed();
  }

  /** A settings write: re-read what the air uses and act on what moved (see station-events.ts). */
  function settingsChanged() {
    const before = { streaming: settings, programming: programmingSettings };
    settings = ctx.repos.settings.streaming();
    programmingSettings = ctx.repos.settings.programming();
    const keyChanged = before.streaming.streamKey !== settings.streamKey;
    if ((keyChanged || !settings.isEnabled) && ingest.dropPublisher())
      playout.endLive(keyChanged ? 'publisher dropped' : 'streaming disabled');
    if (JSON.stringify(before.programming) !== JSON.stringify(programmingSettings)) programmingChanged();
    recorders.settingsChanged();
    analysis.nudge();
    onAir.emitStatus();
  }

  // Whoever committed a change publishes it; the air follows here and nowhere else.
  const subscriptions = [
    ctx.events.programming.event(() => programmingChanged()),
    ctx.events.settings.event(() => settingsChanged()),
    ctx.events.outputs.event(() => outputs.pushes.changed()),
    ctx.events.library.event(() => analysis.nudge()),
  ];

  async function doStart() {
    if (running) return;
    settings = ctx.repos.settings.streaming();
    await ingest.start();
    outputs.start(ingest.openOutput());
    running = true;
    books.safely('recorders', () => recorders.start());
    playout.start();
    analysis.start();
    log.info('on air');
    onAir.emitStatus();
  }

  async function doStop() {
    if (!running && !ingest.running()) return;
    running = false;
    analysis.stop();
    await recorders.stop();
    desk.stop();
    playout.stop();
    await outputs.stop();
    await ingest.stop();
    await runner.stopAll();
    onAir.reset();
    books.reset();
    log.info('off air');
    onAir.emitStatus();
  }

  const serial = serialized();
  return {
    events,
    status: onAir.status,
    nowPlaying: onAir.nowPlaying,
    start: () => serial(doStart),
    stop: () => serial(doStop),
    skip: () => void playout.skip(),
    playCart: (trackId, mode) => (running ? desk.playCart(trackId, mode) : 'not_running'),
    warmCart: (trackId) => void desk.warm(trackId),
    health: () => ({ lastAudioAt: deadAir.lastAudioAt(), deadAirSeconds: deadAir.deadAirSeconds() }),
    recording: { status: () => recorders.status() },
    queue: studio.queue,
    queueInsert: studio.insert,
    queueRemove: studio.remove,
    playBreak: studio.playBreak,
    handleMount: (req, res, format = 'mp3') => outputs.handle(format, req, res),
    handleHls: (req, res, name) => outputs.handleHls(req, res, name),
    pushStatus: (config) => outputs.pushes.status(config),
    streamTitle: () => outputs.title(),
    diagnostics: () => ({
      childPids: runner.pids(),
      underruns: playout.underruns(),
      ...playout.bus(),
      droppedListeners: outputs.dropped(),
      encoderRestarts: outputs.encoders().map((e) => ({ name: e.name, restarts: e.restarts, pid: e.pid })),
      encoders: outputs.encoders(),
    }),
    close: () => {
      for (const subscription of subscriptions) subscription.dispose();
      return serial(doStop);
    },
  };
}
