import { detachHls, setSource } from './hls-fallback';

/**
 * The player's two <audio> elements, created once and kept outside React so playback survives route changes.
 * Same-origin files and the station's own /stream play in the "local" element, which may be routed through a Web
 * Audio analyser for the level meter. Other hosts play in the "remote" element, which is never analysed: a
 * MediaElementSource on a cross-origin stream without CORS headers outputs silence, which would mute the listener.
 */
export type AudioRole = 'local' | 'remote';

const elements = new Map<AudioRole, HTMLAudioElement>();

function create(role: AudioRole): HTMLAudioElement {
  const audio = document.createElement('audio');
  audio.preload = 'none';
  audio.dataset.player = role;
  audio.hidden = true;
  document.body.append(audio);
  elements.set(role, audio);
  return audio;
}

/** The prerendered page's inline script may have made (and started) the local element already: it is adopted. */
function adopt(role: AudioRole): HTMLAudioElement | null {
  const audio = document.querySelector<HTMLAudioElement>(`audio[data-player="${role}"]`);
  if (audio) elements.set(role, audio);
  return audio;
}

export function getAudio(role: AudioRole): HTMLAudioElement {
  return elements.get(role) ?? adopt(role) ?? create(role);
}

/** True when the URL is served by this station (relative, or same origin). */
export function isSameOrigin(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

export function roleFor(url: string): AudioRole {
  return isSameOrigin(url) ? 'local' : 'remote';
}

/** The element currently holding a source, if any. */
export function activeAudio(): HTMLAudioElement | null {
  for (const audio of elements.values()) if (audio.getAttribute('src')) return audio;
  return null;
}

/** Load a URL in the right element, unloading the other so only one ever sounds. */
export async function loadSource(url: string): Promise<HTMLAudioElement> {
  const role = roleFor(url);
  for (const [other, audio] of elements) {
    if (other !== role && audio.getAttribute('src')) {
      detachHls();
      audio.pause();
      audio.removeAttribute('src');
      audio.load();
    }
  }
  const audio = getAudio(role);
  await setSource(audio, url);
  return audio;
}

export function seekTo(seconds: number): void {
  const audio = activeAudio();
  if (audio && Number.isFinite(seconds)) audio.currentTime = seconds;
}
