import type { EventEmitter } from 'node:events';
import type { LiveStatus, NowPlayingItem } from '../../../../shared/schemas/broadcast/streaming';
import type { Programming } from '../../programming/planner/programming';
import type { Clock } from '../../core/clock';
import type { OnAirItem } from '../on-air/on-air-item';
import type { Playout } from '../playout/playout';
import type { BroadcastEvents, BroadcastStatus, LiveMissing } from './broadcast';

const HISTORY = 10;
// Listener counts can change thousands of times a second during a rush; tell subscribers at most this often.
const LISTENER_EVENT_MS = 250;

interface OnAirStateDeps {
  events: EventEmitter<BroadcastEvents>;
  clock: Clock;
  playout: Pick<Playout, 'liveState' | 'liveOnAir' | 'upcoming'>;
  programming: Pick<Programming, 'liveMissing'>;
  /** The engine is on air (between start and stop). */
  running(): boolean;
  /** Live ingest: whether it runs, and whether it failed to start. */
  ingest(): { up: boolean; failed: boolean };
  listeners(): number;
  ports: { rtmp: number; flv: number };
  playableTracks(): number;
}

/**
 * What is on air as the outside sees it: the item the mixer last put on air (its transition midpoint), the
 * history before it, the live status and the now-playing and status projections, announced as typed events.
 */
export function createOnAirState(deps: OnAirStateDeps) {
  const { events, playout } = deps;
  let current: NowPlayingItem | null = null;
  let currentKind: OnAirItem['kind'] | null = null;
  let listenerTimer: NodeJS.Timeout | undefined;
  const history: NowPlayingItem[] = [];

  const liveOnAir = () => currentKind === 'live';

  function liveStatus(): LiveStatus {
    if (!deps.running()) return 'offline';
    if (deps.ingest().failed) return 'error';
    // What is on air decides, not what the publisher is doing: 'live' from the fade's midpoint.
    if (liveOnAir()) return 'live';
    return playout.liveState() === 'offline' ? 'offline' : 'connecting';
  }

  function liveMissing(): LiveMissing | null {
    const slot = deps.programming.liveMissing(deps.clock.now(), liveOnAir() || playout.liveOnAir());
    return slot ? { programmeId: slot.id, title: slot.title, start: slot.start, end: slot.end } : null;
  }

  function status(): BroadcastStatus {
    const running = deps.running();
    const ingest = deps.ingest();
    return {
      serverRunning: running,
      listeners: deps.listeners(),
      isLive: running && liveOnAir(),
      rtmpPort: running && ingest.up ? deps.ports.rtmp : null,
      // The spec's httpPort is the HTTP-FLV server's port (direct stream /live/<name>.flv), as node-media-server reports it.
      httpPort: running && ingest.up ? deps.ports.flv : null,
      liveStatus: liveStatus(),
      // Also true when the station-ID file is missing and silence is all there is to play.
      emptyLibrary: running && (currentKind === 'station-id' || (currentKind === null && deps.playableTracks() === 0)),
      liveMissing: running ? liveMissing() : null,
    };
  }

  function nowPlaying() {
    const running = deps.running();
    const next = playout.upcoming();
    return {
      current: running ? current : null,
      next: running && next ? { trackId: next.track.id, title: next.track.title, artist: next.track.artist } : null,
      history: [...history],
      listeners: deps.listeners(),
      serverRunning: running,
      isLive: running && liveOnAir(),
    };
  }

  const emitStatus = () => events.emit('status', status());
  const emitNowPlaying = () => events.emit('nowPlaying', nowPlaying());

  return {
    status,
    nowPlaying,
    liveMissing,
    emitStatus,
    /** Something the status or the next item depend on changed (the plan, the live input, start or stop). */
    changed() {
      emitNowPlaying();
      emitStatus();
    },
    /** The kind of item on air now (null before the first or after stop). */
    kind: () => currentKind,
    current: () => current,
    /** An item reached the air at `startedAt`: it becomes current, the previous one history. */
    aired(item: OnAirItem, startedAt: string) {
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
      emitNowPlaying();
      emitStatus();
    },
    /** Nothing is on air any more (the bus carries silence): what was current becomes history. */
    silent() {
      if (current) history.unshift(current);
      history.length = Math.min(history.length, HISTORY);
      current = null;
      currentKind = null;
      emitNowPlaying();
      emitStatus();
    },
    /** The live show's title changed (the source sent its song): now-playing says so, nothing goes to history. */
    retitleLive(title: string) {
      if (currentKind !== 'live' || !current) return;
      current = { ...current, title };
      emitNowPlaying();
    },
    /** A listener came or went: announced at most every 250 ms. */
    listenersChanged() {
      if (listenerTimer) return;
      listenerTimer = setTimeout(() => {
        listenerTimer = undefined;
        emitStatus();
        emitNowPlaying();
      }, LISTENER_EVENT_MS);
    },
    /** Off air: nothing is current (the history stays, as before a restart of the engine). */
    reset() {
      current = null;
      currentKind = null;
    },
  };
}
export type OnAirState = ReturnType<typeof createOnAirState>;
