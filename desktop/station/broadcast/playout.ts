import { STATION } from '../../../shared/constants';
import type { StationContext } from '../context';
import type { PlayableTrack } from '../repos/tracks';
import { gainFor } from './analysis';
import { createFileSource } from './file-source';
import type { NmsSession } from './ingest';
import { createLiveSource, type LiveSource } from './live-source';
import { createMixer, type Layer } from './mixer';
import { FRAME_BYTES, framesFor } from './pcm';
import { createRotation } from './rotation';
import type { Runner } from './runner';

export interface OnAirItem {
  kind: 'rotation' | 'live' | 'station-id';
  trackId: number | null;
  title: string;
  artist: string;
  album: string | null;
  coverImageUrl: string | null;
  /** Seconds that will be played (after trimming); 0 for live. */
  duration: number;
}

export interface PlayoutOptions {
  ctx: Pick<StationContext, 'repos' | 'media' | 'ffmpegPath' | 'log'>;
  runner: Runner;
  stationIdFile: string | null;
  settings(): { crossfadeSeconds: number; loudnessTargetLufs: number };
  liveItem(): OnAirItem;
  onFrame(frame: Buffer): void;
  onAir(item: OnAirItem): void;
  onLiveChange(): void;
  /** The publisher sent nothing for 3 s: its connection is stale (e.g. OBS lost its network). */
  onLiveStall(): void;
}

// Start the next decoder this long before its fade so nothing waits on a process start.
const PREROLL_FRAMES = framesFor(3);
const READY_BYTES = Math.round(0.3 * (FRAME_BYTES / 0.02));
const LIVE_FADE_FRAMES = framesFor(0.3);
const LIVE_STALL_MS = 3_000;

/** Decides what the mixer plays: rotation with crossfades, the live show, the station-ID loop. */
export function createPlayout(options: PlayoutOptions) {
  const { ctx, runner } = options;
  const log = ctx.log.child('playout');
  const rotation = createRotation();
  let prepared: Layer<OnAirItem> | null = null;
  let upcoming: PlayableTrack | null = null;
  let skipRequested = false;
  let live: { source: LiveSource; layer: Layer<OnAirItem>; onAir: boolean; ending: boolean } | null = null;

  const mixer = createMixer<OnAirItem>({ onFrame: options.onFrame, onAir: handleOnAir, afterFrame });

  function handleOnAir(item: OnAirItem) {
    // Choose the next track as soon as this one is on air, so "next" is known all along.
    if (item.kind !== 'live') {
      upcoming = null;
      pickUpcoming();
    }
    options.onAir(item);
  }

  function pickUpcoming(): PlayableTrack | null {
    if (upcoming) {
      const fresh = ctx.repos.tracks.get(upcoming.id);
      if (fresh && !fresh.broken) return fresh;
    }
    upcoming = rotation.pick(ctx.repos.tracks.list());
    return upcoming;
  }

  function layerFor(track: PlayableTrack): Layer<OnAirItem> {
    const start = track.cueIn ?? 0;
    const end = track.cueOut ?? (track.duration > 0 ? track.duration : null);
    const length = end !== null && end > start ? end - start : null;
    const { loudnessTargetLufs } = options.settings();
    const source = createFileSource(runner, ctx.ffmpegPath, String(track.id), { file: ctx.media.pathOf('audio', track.fileName), startSeconds: start, durationSeconds: track.cueOut !== null ? length : null, gainDb: gainFor(track.loudnessLufs, loudnessTargetLufs) }, (reason) => {
      ctx.repos.tracks.markBroken(track.id);
      log.warn('track skipped and marked broken', { id: track.id, title: track.title, reason });
    });
    const item: OnAirItem = { kind: 'rotation', trackId: track.id, title: track.title, artist: track.artist, album: track.album, coverImageUrl: track.coverImageUrl, duration: length ?? track.duration };
    return { source, meta: item, framesPlayed: 0, totalFrames: length !== null ? framesFor(length) : null };
  }

  function stationIdLayer(): Layer<OnAirItem> | null {
    if (!options.stationIdFile) return null;
    const source = createFileSource(runner, ctx.ffmpegPath, 'station-id', { file: options.stationIdFile, startSeconds: 0, durationSeconds: null, gainDb: 0 }, (reason) => log.error('station-ID loop unplayable', { reason }));
    const item: OnAirItem = { kind: 'station-id', trackId: null, title: 'Identificativo de la emisora', artist: STATION.name, album: null, coverImageUrl: null, duration: 0 };
    return { source, meta: item, framesPlayed: 0, totalFrames: null };
  }

  function prepare() {
    const track = pickUpcoming();
    upcoming = track;
    if (track) {
      try {
        prepared = layerFor(track);
      } catch (error) {
        ctx.repos.tracks.markBroken(track.id);
        log.warn('track skipped and marked broken', { id: track.id, reason: (error as Error).message });
        upcoming = null;
      }
    } else prepared = stationIdLayer();
  }

  const remaining = (layer: Layer<OnAirItem>) => {
    if (layer.source.decoded()) return Math.floor(layer.source.buffered() / FRAME_BYTES);
    return layer.totalFrames === null ? Number.POSITIVE_INFINITY : layer.totalFrames - layer.framesPlayed;
  };
  const ready = (layer: Layer<OnAirItem>) => layer.source.buffered() >= READY_BYTES || layer.source.decoded();

  function afterFrame() {
    if (prepared?.source.failed()) {
      prepared = null;
      upcoming = null;
    }
    if (live && !live.ending) {
      // Have the fresh return track decoded and waiting, so the fade back never waits on a process start.
      if (!prepared) prepare();
      if (!live.onAir && live.source.ready()) {
        live.onAir = true;
        mixer.crossfadeTo(live.layer, LIVE_FADE_FRAMES);
        options.onLiveChange();
      }
      if (live.onAir) {
        if (live.source.idleMs() > LIVE_STALL_MS) {
          endLive('no audio for 3 s');
          options.onLiveStall();
        }
        return;
      }
    }
    if (mixer.fading()) return;
    const current = mixer.current();
    const onLive = current?.meta.kind === 'live';
    const left = current && !onLive ? remaining(current) : 0;
    const fadeFrames = framesFor(options.settings().crossfadeSeconds);
    if (!prepared && (left <= fadeFrames + PREROLL_FRAMES || skipRequested)) prepare();
    if (!prepared || prepared.source.failed() || !ready(prepared)) return;
    const next = prepared;
    if (!current || onLive) {
      prepared = null;
      mixer.crossfadeTo(next, current ? LIVE_FADE_FRAMES : 0);
      if (onLive) {
        live = null;
        options.onLiveChange();
      }
      return;
    }
    const limit = Math.min(fadeFrames, Math.floor((current.totalFrames ?? fadeFrames * 2) / 2), Math.floor((next.totalFrames ?? fadeFrames * 2) / 2));
    if (skipRequested || left <= limit || current.source.finished()) {
      const frames = current.source.finished() ? 0 : Math.max(1, skipRequested ? limit : Math.min(limit, left));
      skipRequested = false;
      prepared = null;
      mixer.crossfadeTo(next, frames);
    }
  }

  function endLive(reason: string) {
    if (!live || live.ending) return;
    log.info('live ended, back to rotation', { reason });
    const wasOnAir = live.onAir;
    live.ending = true;
    // Never resume a song mid-way: the track waiting since before the show is fresh; make sure one is ready.
    if (!wasOnAir) {
      live.source.close();
      live = null;
    }
    options.onLiveChange();
  }

  return {
    start() {
      mixer.start();
    },
    stop() {
      mixer.stop();
      prepared?.source.close();
      prepared = null;
      live?.source.close();
      live = null;
      skipRequested = false;
    },
    skip() {
      if (live?.onAir && !live.ending) return false;
      skipRequested = true;
      return true;
    },
    startLive(session: NmsSession) {
      if (live && !live.ending) return;
      const source = createLiveSource(runner, ctx.ffmpegPath, session);
      live = { source, layer: { source, meta: options.liveItem(), framesPlayed: 0, totalFrames: null }, onAir: false, ending: false };
      options.onLiveChange();
    },
    endLive,
    liveState: (): 'offline' | 'connecting' | 'live' => (!live || live.ending ? (live?.onAir ? 'live' : 'offline') : live.onAir ? 'live' : 'connecting'),
    upcoming: () => upcoming,
    underruns: () => mixer.underruns(),
    bus: () => ({ framesWritten: mixer.framesWritten(), skippedFrames: mixer.skipped() }),
  };
}
export type Playout = ReturnType<typeof createPlayout>;
