import type Hls from 'hls.js';

/** The station's HLS playlist: the fallback when a browser cannot play its MP3 stream. */
export const HLS_PLAYLIST = '/hls/live.m3u8';
const STATION_MP3 = '/stream';

type HlsClass = typeof Hls;
let HlsJs: HlsClass | null = null;
let active: Hls | null = null;

/** True when this browser cannot play MP3 (some embedded or privacy-hardened browsers): HLS is used instead. */
export function mp3Unplayable(audio: HTMLAudioElement): boolean {
  return audio.canPlayType('audio/mpeg') === '';
}

// Loaded only where it will be needed, ahead of the first click: a sync load can then use it.
if (typeof document !== 'undefined' && mp3Unplayable(document.createElement('audio'))) {
  void import('hls.js').then((module) => {
    HlsJs = module.default;
  });
}

/** Ends an hls.js session, if one holds an element. */
export function detachHls(): void {
  active?.destroy();
  active = null;
}

/**
 * Points `audio` at `url`. The station's MP3 stream falls back to HLS where MP3 is not playable: through hls.js
 * on Media Source Extensions, else natively (Safari on iOS).
 */
export function setSource(audio: HTMLAudioElement, url: string): void {
  detachHls();
  if (url !== STATION_MP3 || !mp3Unplayable(audio)) {
    audio.src = url;
    return;
  }
  // hls.js first where Media Source Extensions exist: Chromium answers "maybe" for HLS without playing this
  // stream natively (seen in the e2e); native HLS is for Safari on iOS, which has no MSE.
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
