import { EventEmitter } from 'node:events';
import path from 'node:path';
import { STATION } from '../../../shared/station-facts';
import type { LiveStatus, NowPlayingItem } from '../../../shared/schemas/streaming';
import type { StationContext } from '../context';
import { stationOrigin } from '../config/hosts';
import { onAirTitle } from './on-air-title';
import { currentProgramme } from '../programme';
import { createProgramming } from '../programming/programming';
import { stationTimeZone } from '../programming/station-time';
import { createAnalysisQueue } from './analysis';
import { createBusTaps } from './bus-taps';
import { createOnAirBooks } from './on-air-books';
import { createDeadAirDetector } from '../health/dead-air';
import { type Ingest, startIngest } from './ingest';
import { createStationOutputs } from './outputs/station-outputs';
import { createPlayout, type OnAirItem } from './playout';
import { createRecorders } from '../recording/recorders';
import { createRunner } from './runner';
import { findStationIdFile } from './station-id';
import { createStudioDesk } from './studio-desk';
import type { Broadcast, BroadcastEvents, BroadcastStatus, LiveMissing } from './types';

const HISTORY = 10;
// Listener counts can change thousands of times a second during a rush; tell subscribers at most this often.
const LISTENER_EVENT_MS = 250;

/** The real broadcast engine: rotation and live on one PCM bus, MP3 mount, HTTP-FLV, supervision. */
export function createEngine(ctx: Omit<StationContext, 'broadcast' | 'relays'>): Broadcast {
  const log = ctx.log.child('broadcast');
  const events = new EventEmitter<BroadcastEvents>();
  events.setMaxListeners(0);
  const runner = createRunner(log);
  const stationIdFile = findStationIdFile();
  if (!stationIdFile) log.warn('station-ID loop not found; an empty library will play silence');

  let settings = ctx.repos.settings.streaming();
  let running = false;
  let transition: Promise<void> = Promise.resolve();
  let ingest: Ingest | null = null;
  let ingestFailed = false;
  let current: NowPlayingItem | null = null;
  let currentKind: OnAirItem['kind'] | null = null;
  const history: NowPlayingItem[] = [];
  let flvPlayers = 0;
  let listenerTimer: NodeJS.Timeout | undefined;

  // icy-url and the pushes' ice-url: the station's own address (config/hosts.ts), the same for every client.
  // The mounts (MP3 always on; AAC, Opus, FLV while listened to) and every other output of the bus.
  const outputs = createStationOutputs({
    runner,
    ffmpegPath: ctx.ffmpegPath,
    log,
    title: STATION.name,
    siteUrl: () => stationOrigin(ctx.config),
    onListeners: () => scheduleListenerEvent(),
    pushes: ctx.repos.streamOutputs,
    hlsDir: path.join(ctx.config.dataDir, 'hls'),
    station: () => ({ ...STATION, url: stationOrigin(ctx.config) }),
  });
  const analysis = createAnalysisQueue(ctx, runner);
  // Side features read the mixed bus here (meters, detectors, recorders): see bus-taps.ts.
  const taps = createBusTaps(log);
  // Live sessions and the hourly logger, recorded from the bus as listeners hear it (recording/).
  const recorders = createRecorders({ ctx, runner, taps });

  const timeZone = stationTimeZone(ctx.config);
  let programmingSettings = ctx.repos.settings.programming();
  const programming = createProgramming({
    db: ctx.db,
    tracks: ctx.repos.tracks,
    timeZone,
    settings: () => programmingSettings,
    events: ctx.events,
  });
  const liveItem = (): OnAirItem => {
    const programme = currentProgramme(ctx);
    return {
      kind: 'live',
      trackId: null,
      planned: null,
      title: programme.title,
      artist: STATION.name,
      album: null,
      coverImageUrl: null,
      duration: 0,
    };
  };

  const books = createOnAirBooks({ ctx, log, recorders, listeners: () => listeners() });

  const playout = createPlayout({
    ctx,
    runner,
    programming,
    stationIdFile,
    settings: () => settings,
    liveItem,
    // The studio desk lays the cart over the music before anything reads the air.
    onFrame: (mixed) => {
      const frame = desk.mix(mixed);
      outputs.write(frame);
      taps.write(frame);
    },
    onLiveFrame: (frame) => desk.liveFrame(frame),
    onAir(item) {
      const startedAt = new Date().toISOString();
      if (current) history.unshift(current);
      history.length = Math.min(history.length, HISTORY);
      current = {
        trackId: item.trackId,
        title: item.title,
        artist: item.artist,
        album: item.album,
        coverImageUrl: item.coverImageUrl,
        startedAt,
        duration: item.duration,
        source: item.kind,
      };
      currentKind = item.kind;
      // Proof of airing, play history, the live show's log and recording: see on-air-books.ts.
      books.onAir(item, startedAt);
      outputs.setTitle(onAirTitle(item));
      events.emit('nowPlaying', nowPlaying());
      emitStatus();
    },
    onLiveChange: () => emitStatus(),
    // Close the stale connection so the publisher's reconnect is not refused as "already live".
    onLiveStall: () => ingest?.dropPublisher(),
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

  // Dead air on the output: a silent file is skipped and marked, other silence raises an alert (#12).
  const deadAir = createDeadAirDetector({ ctx, onAir: () => (running ? current : null), skip: () => playout.skip() });
  taps.add('dead-air', (frame) => deadAir.frame(frame));

  function scheduleListenerEvent() {
    if (listenerTimer) return;
    listenerTimer = setTimeout(() => {
      listenerTimer = undefined;
      emitStatus();
      events.emit('nowPlaying', nowPlaying());
    }, LISTENER_EVENT_MS);
  }

  const listeners = () => {
    const byMount = outputs.listeners();
    return byMount.mp3 + byMount.aac + byMount.opus + flvPlayers;
  };

  function liveStatus(): LiveStatus {
    if (!running) return 'offline';
    if (ingestFailed) return 'error';
    // What is on air decides, not what the publisher is doing: 'live' from the fade's midpoint.
    if (currentKind === 'live') return 'live';
    return playout.liveState() === 'offline' ? 'offline' : 'connecting';
  }

  function status(): BroadcastStatus {
    return {
      serverRunning: running,
      listeners: listeners(),
      isLive: running && currentKind === 'live',
      rtmpPort: running && ingest ? ctx.config.rtmpPort : null,
      // The spec's httpPort is the HTTP-FLV server's port (direct stream /live/<name>.flv), as node-media-server reports it.
      httpPort: running && ingest ? ctx.config.flvPort : null,
      liveStatus: liveStatus(),
      // Also true when the station-ID file is missing and silence is all there is to play.
      emptyLibrary:
        running && (currentKind === 'station-id' || (currentKind === null && ctx.repos.tracks.playableCount() === 0)),
      liveMissing: running ? liveMissing() : null,
    };
  }

  function liveMissing(): LiveMissing | null {
    const slot = programming.liveMissing(Date.now(), currentKind === 'live' || playout.liveOnAir());
    return slot ? { programmeId: slot.id, title: slot.title, start: slot.start, end: slot.end } : null;
  }

  /** Where the forecast starts: after what is on air and what is already decoding. */
  function queueFrom(): number {
    const now = Date.now();
    if (currentKind === 'live' || playout.liveOnAir()) {
      const slot = programming.slotAt(now).find((s) => s.type === 'live' && s.startAt <= now && now < s.endAt);
      return slot ? slot.endAt : now;
    }
    return now + playout.msLeft();
  }

  function queue() {
    const crossfade = settings.crossfadeSeconds;
    let from = queueFrom();
    const items = [];
    const prepared = playout.prepared();
    if (prepared) {
      items.push(programming.toQueueItem({ ...prepared, plannedAt: from }));
      from += Math.max(1, prepared.track.duration - crossfade) * 1000;
    }
    items.push(...programming.forecast(from, crossfade).map(programming.toQueueItem));
    const now = Date.now();
    const dueSpots = currentKind === 'live' || playout.liveOnAir() ? programming.dueSpots(now) : [];
    return { items, dueSpots, liveMissing: liveMissing() };
  }

  function programmingChanged() {
    programming.changed();
    if (!running) return;
    playout.replan();
    events.emit('nowPlaying', nowPlaying());
    emitStatus();
  }
  const emitStatus = () => events.emit('status', status());

  function nowPlaying() {
    const next = playout.upcoming();
    return {
      current: running ? current : null,
      next: running && next ? { trackId: next.track.id, title: next.track.title, artist: next.track.artist } : null,
      history: [...history],
      listeners: listeners(),
      serverRunning: running,
      isLive: running && currentKind === 'live',
    };
  }

  async function doStart() {
    if (running) return;
    settings = ctx.repos.settings.streaming();
    try {
      ingest = await startIngest({
        host: ctx.config.host,
        rtmpPort: ctx.config.rtmpPort,
        flvPort: ctx.config.flvPort,
        dataDir: ctx.config.dataDir,
        log: log.child('ingest'),
        settings: () => settings,
        onPublish: (session) => playout.startLive(session),
        onUnpublish: () => playout.endLive('publisher disconnected'),
        onFlvSession: (info) => ctx.listenerStats.start('flv', info),
        onFlvPlayers(count) {
          flvPlayers = count;
          outputs.flvPlayers(count);
          scheduleListenerEvent();
        },
      });
      ingestFailed = false;
    } catch (error) {
      ingestFailed = true;
      log.error('live ingest could not start; rotation continues without it', { error: (error as Error).message });
    }
    outputs.start(ingest ? ingest.openOutput : null);
    running = true;
    books.safely('recorders', () => recorders.start());
    playout.start();
    analysis.start();
    log.info('on air');
    emitStatus();
  }

  async function doStop() {
    if (!running && !ingest) return;
    running = false;
    analysis.stop();
    await recorders.stop();
    desk.stop();
    playout.stop();
    await outputs.stop();
    await ingest?.stop();
    ingest = null;
    await runner.stopAll();
    current = null;
    currentKind = null;
    books.reset();
    log.info('off air');
    emitStatus();
  }

  /** A settings write: re-read what the air uses and act on what moved (see station-events.ts). */
  function settingsChanged() {
    const before = { streaming: settings, programming: programmingSettings };
    settings = ctx.repos.settings.streaming();
    programmingSettings = ctx.repos.settings.programming();
    if (before.streaming.streamKey !== settings.streamKey && ingest?.publisher()) {
      ingest.dropPublisher();
      playout.endLive('publisher dropped');
    } else if (!settings.isEnabled && ingest?.publisher()) {
      ingest.dropPublisher();
      playout.endLive('streaming disabled');
    }
    if (JSON.stringify(before.programming) !== JSON.stringify(programmingSettings)) programmingChanged();
    recorders.settingsChanged();
    analysis.nudge();
    emitStatus();
  }

  // Whoever committed a change publishes it; the air follows here and nowhere else.
  const subscriptions = [
    ctx.events.programming.event(() => programmingChanged()),
    ctx.events.settings.event(() => settingsChanged()),
    ctx.events.outputs.event(() => outputs.pushes.changed()),
    ctx.events.library.event(() => analysis.nudge()),
  ];

  // start/stop may be called from overlapping requests: run them one after another.
  const serial = (work: () => Promise<void>) => {
    transition = transition.then(work, work);
    return transition;
  };

  return {
    events,
    status,
    nowPlaying,
    start: () => serial(doStart),
    stop: () => serial(doStop),
    skip: () => void playout.skip(),
    playCart: (trackId, mode) => (running ? desk.playCart(trackId, mode) : 'not_running'),
    warmCart: (trackId) => void desk.warm(trackId),
    health: () => ({ lastAudioAt: deadAir.lastAudioAt(), deadAirSeconds: deadAir.deadAirSeconds() }),
    recording: { status: () => recorders.status() },
    queue,
    queueInsert(trackId) {
      if (!programming.insert(trackId)) return null;
      programmingChanged();
      return queue().items[0] ?? null;
    },
    queueRemove(id) {
      if (playout.prepared()?.id === id) {
        playout.replan();
        return 'removed';
      }
      const result = programming.remove(
        id,
        queueFrom() + (playout.prepared() ? playout.prepared()!.track.duration * 1000 : 0),
        settings.crossfadeSeconds,
      );
      if (result === true) programmingChanged();
      return result === 'show' ? 'show' : result ? 'removed' : 'not_found';
    },
    playBreak() {
      const items = programming.takeBreak(Date.now());
      if (items.length > 0) playout.playBreak(items);
      return items.length;
    },
    handleMount: (req, res, format = 'mp3') => outputs.handle(format, req, res),
    handleHls: (req, res, name) => void outputs.handleHls(req, res, name),
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
