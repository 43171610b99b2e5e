import type { EventEmitter } from 'node:events';
import type { DifusionEvent, TemplateValues } from '../../../shared/schemas/difusion/difusion';
import type { OnAirSource } from '../../../shared/schemas/programming/programming';
import type { BroadcastEvents, BroadcastStatus } from '../broadcast/engine/broadcast';

// What a listener calls a song: not a jingle, a spot, the station ID, a recorded show or a relay's stream title.
const SONG_SOURCES: ReadonlySet<OnAirSource> = new Set(['rotation', 'playlist']);

export interface OnAirWatchOptions {
  events: EventEmitter<BroadcastEvents>;
  programmeNow(): string | null;
  announce(event: DifusionEvent, values: TemplateValues): void;
  /** How often the programme on air is read for a show's start (the engine publishes no event for it). */
  showCheckMs: number;
}

/**
 * Turns the engine's events into Difusión's: a new song at the transition midpoint (not a listener count's
 * update), live on and off, a listener's request on air, and a programme's start, read on a timer and at each
 * change. What is on air when the watch starts is not announced: a restart mid-show is not a new show.
 */
export function watchOnAir(options: OnAirWatchOptions) {
  const { events, announce } = options;
  let lastSong: string | null = null;
  let live: boolean | null = null;
  let programme = options.programmeNow();

  function checkProgramme() {
    const now = options.programmeNow();
    if (now === programme) return;
    programme = now;
    if (now) announce('show', { show: now });
  }

  const onNowPlaying: (...args: BroadcastEvents['nowPlaying']) => void = (playing) => {
    checkProgramme();
    const current = playing.current;
    if (!current || !playing.serverRunning) return;
    const key = `${current.startedAt}|${current.title}|${current.artist}`;
    if (key === lastSong) return;
    lastSong = key;
    if (SONG_SOURCES.has(current.source)) announce('song', { title: current.title, artist: current.artist });
  };
  const onStatus = (status: BroadcastStatus) => {
    const was = live;
    live = status.isLive;
    if (was === null || was === live) return;
    checkProgramme();
    announce(live ? 'liveStart' : 'liveEnd', {});
  };
  const onRequest: (...args: BroadcastEvents['requestAired']) => void = (aired) => {
    announce('request', { title: aired.title, artist: aired.artist, dedication: aired.dedication });
  };

  events.on('nowPlaying', onNowPlaying);
  events.on('status', onStatus);
  events.on('requestAired', onRequest);
  const timer = setInterval(checkProgramme, options.showCheckMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      events.off('nowPlaying', onNowPlaying);
      events.off('status', onStatus);
      events.off('requestAired', onRequest);
    },
  };
}
