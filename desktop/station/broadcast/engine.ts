import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { STATION, STREAM_OUTPUT_NAME } from '../../../shared/constants';
import type { LiveStatus, NowPlayingItem } from '../../../shared/schemas/streaming';
import type { StationContext } from '../context';
import { currentProgramme } from '../programme';
import { createAnalysisQueue } from './analysis';
import { type Encoders, startEncoders } from './encoders';
import { type Ingest, startIngest } from './ingest';
import { createMount } from './mount';
import { createPlayout, type OnAirItem } from './playout';
import { createRunner } from './runner';
import { findStationIdFile } from './station-id';
import type { Broadcast, BroadcastStatus } from './types';

const HISTORY = 10;
// Listener counts can change thousands of times a second during a rush; tell subscribers at most this often.
const LISTENER_EVENT_MS = 250;

/** The real broadcast engine: rotation and live on one PCM bus, MP3 mount, HTTP-FLV, supervision. */
export function createEngine(ctx: Omit<StationContext, 'broadcast'>): Broadcast {
  const log = ctx.log.child('broadcast');
  const events = new EventEmitter();
  events.setMaxListeners(0);
  const runner = createRunner(log);
  const internalToken = randomBytes(12).toString('hex');
  const stationIdFile = findStationIdFile();
  if (!stationIdFile) log.warn('station-ID loop not found; an empty library will play silence');

  let settings = ctx.repos.settings.streaming();
  let running = false;
  let transition: Promise<void> = Promise.resolve();
  let ingest: Ingest | null = null;
  let ingestFailed = false;
  let encoders: Encoders | null = null;
  let current: NowPlayingItem | null = null;
  let currentKind: OnAirItem['kind'] | null = null;
  const history: NowPlayingItem[] = [];
  let flvPlayers = 0;
  let listenerTimer: NodeJS.Timeout | undefined;

  const mount = createMount({ url: ctx.config.publicUrl ?? STATION.url, onListeners: () => scheduleListenerEvent() });
  const analysis = createAnalysisQueue(ctx, runner);

  const liveItem = (): OnAirItem => {
    const programme = currentProgramme(ctx);
    return { kind: 'live', trackId: null, title: programme.title, artist: STATION.name, album: null, coverImageUrl: null, duration: 0 };
  };

  const playout = createPlayout({
    ctx,
    runner,
    stationIdFile,
    settings: () => settings,
    liveItem,
    onFrame: (frame) => encoders?.write(frame),
    onAir(item) {
      const startedAt = new Date().toISOString();
      if (current) history.unshift(current);
      history.length = Math.min(history.length, HISTORY);
      current = { trackId: item.trackId, title: item.title, artist: item.artist, album: item.album, coverImageUrl: item.coverImageUrl, startedAt, duration: item.duration, source: item.kind };
      // The activity log says when listeners heard the live show start and end, not when OBS connected.
      if (item.kind === 'live' && currentKind !== 'live') ctx.repos.audit.record(null, 'live.start', item.title);
      else if (item.kind !== 'live' && currentKind === 'live') ctx.repos.audit.record(null, 'live.end', '');
      currentKind = item.kind;
      mount.setTitle(item.kind === 'rotation' ? `${item.artist} - ${item.title}` : item.title);
      if (item.kind !== 'station-id') ctx.repos.playHistory.record({ trackId: item.trackId, title: item.title, artist: item.artist, album: item.album, source: item.kind, startedAt });
      events.emit('nowPlaying', nowPlaying());
      emitStatus();
    },
    onLiveChange: () => emitStatus(),
    // Close the stale connection so the publisher's reconnect is not refused as "already live".
    onLiveStall: () => ingest?.dropPublisher(),
  });

  function scheduleListenerEvent() {
    if (listenerTimer) return;
    listenerTimer = setTimeout(() => {
      listenerTimer = undefined;
      emitStatus();
      events.emit('nowPlaying', nowPlaying());
    }, LISTENER_EVENT_MS);
  }

  const listeners = () => mount.listeners() + flvPlayers;

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
      emptyLibrary: running && (currentKind === 'station-id' || (currentKind === null && !ctx.repos.tracks.list().some((t) => !t.broken))),
    };
  }
  const emitStatus = () => events.emit('status', status());

  function nowPlaying() {
    const next = playout.upcoming();
    return {
      current: running ? current : null,
      next: running && next ? { trackId: next.id, title: next.title, artist: next.artist } : null,
      history: [...history],
      listeners: listeners(),
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
        internalToken,
        settings: () => settings,
        onPublish: (session) => playout.startLive(session),
        onUnpublish: () => playout.endLive('publisher disconnected'),
        onFlvPlayers(count) {
          flvPlayers = count;
          scheduleListenerEvent();
        },
      });
      ingestFailed = false;
    } catch (error) {
      ingestFailed = true;
      log.error('live ingest could not start; rotation continues without it', { error: (error as Error).message });
    }
    mount.start();
    encoders = startEncoders(runner, ctx.ffmpegPath, { flvUrl: ingest ? ingest.rtmpUrl(STREAM_OUTPUT_NAME, internalToken) : null, onMp3: (frames) => mount.push(frames) });
    running = true;
    playout.start();
    analysis.start();
    log.info('on air');
    emitStatus();
  }

  async function doStop() {
    if (!running && !ingest) return;
    running = false;
    analysis.stop();
    playout.stop();
    mount.stop();
    await encoders?.stop();
    encoders = null;
    await ingest?.stop();
    ingest = null;
    await runner.stopAll();
    current = null;
    currentKind = null;
    log.info('off air');
    emitStatus();
  }

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
    settingsChanged() {
      settings = ctx.repos.settings.streaming();
      if (!settings.isEnabled && ingest?.publisher()) {
        ingest.dropPublisher();
        playout.endLive('streaming disabled');
      }
      analysis.nudge();
      emitStatus();
    },
    dropPublisher() {
      settings = ctx.repos.settings.streaming();
      if (!ingest?.publisher()) return;
      ingest.dropPublisher();
      playout.endLive('publisher dropped');
    },
    handleMount: (req, res) => mount.handle(req, res),
    diagnostics: () => ({ childPids: runner.pids(), underruns: playout.underruns(), ...playout.bus(), droppedListeners: mount.dropped(), encoderRestarts: encoders?.encoders.map((e) => ({ name: e.name, restarts: e.restarts(), pid: e.current()?.pid ?? null })) ?? [] }),
    close: () => serial(doStop),
  };
}
