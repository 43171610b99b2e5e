import type Hls from 'hls.js';

/** The station's HLS playlist: the fallback when a browser cannot play its MP3 stream. */
export const HLS_PLAYLIST = '/hls/live.m3u8';
const STATION_MP3 = '/stream';

type HlsClass = typeof Hls;
let hlsJs: Promise<HlsClass> | null = null;
let active: Hls | null = null;
/** Bumped by every new source and every detach: an hls.js still loading for an older one is not attached. */
let generation = 0;

/** True when this browser cannot play MP3 (some embedded or privacy-hardened browsers): HLS is used instead. */
export function mp3Unplayable(audio: HTMLAudioElement): boolean {
  return audio.canPlayType('audio/mpeg') === '';
}

const loadHlsJs = () => {
  hlsJs ??= import('hls.js').then((module) => module.default);
  return hlsJs;
};

// Loaded only where it will be needed, and early, so the first click rarely waits for it.
if (typeof document !== 'undefined' && mp3Unplayable(document.createElement('audio'))) void loadHlsJs();

/** Ends an hls.js session, if one holds an element. */
export function detachHls(): void {
  generation++;
  active?.destroy();
  active = null;
}

/**
 * Points `audio` at `url`. The station's MP3 stream falls back to HLS where MP3 is not playable: through hls.js
 * on Media Source Extensions, else natively (Safari on iOS). A click before hls.js has arrived waits for it: the
 * native path would take Chromium's "maybe" for HLS and never play (an e2e on a loaded machine did just that).
 */
export async function setSource(audio: HTMLAudioElement, url: string): Promise<void> {
  detachHls();
  // ?direct=1: the station's own mount when the player comes back from its relays (player/station-route.ts).
  if (url.split('?')[0] !== STATION_MP3 || !mp3Unplayable(audio)) {
    audio.src = url;
    return;
  }
  const mine = generation;
  // hls.js first where Media Source Extensions exist: Chromium answers "maybe" for HLS without playing this
  // stream natively (seen in the e2e); native HLS is for Safari on iOS, which has no MSE.
  const HlsJs = 'MediaSource' in window ? await loadHlsJs() : null;
  if (mine !== generation) return;
  if (!HlsJs?.isSupported()) {
    audio.src = HLS_PLAYLIST;
    return;
  }
  active = new HlsJs();
  active.on(HlsJs.Events.ERROR, (_event, data) => {
    if (data.fatal) console.warn('HLS fallback failed', data.type, data.details);
  });
  active.loadSource(HLS_PLAYLIST);
  active.attachMedia(audio);
}
