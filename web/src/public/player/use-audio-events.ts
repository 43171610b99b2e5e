import { useEffect } from 'react';
import { usePlayer } from '../../stores/player';
import { activeAudio, getAudio } from './audio-element';

/**
 * Wires both <audio> elements to the player store: time and duration of the active one, advancing at the end of a
 * track, and reporting that something played (`onPlaying`) or that the active element failed (`onFailure`).
 */
export function useAudioEvents(onPlaying: () => void, onFailure: () => void): void {
  useEffect(() => {
    const listening = new AbortController();
    for (const role of ['local', 'remote'] as const) {
      const audio = getAudio(role);
      const isActive = () => activeAudio() === audio;
      const on = (type: string, handler: () => void) =>
        audio.addEventListener(type, handler, { signal: listening.signal });
      on('timeupdate', () => isActive() && usePlayer.getState().setTime(audio.currentTime));
      on('durationchange', () => {
        if (isActive() && Number.isFinite(audio.duration)) usePlayer.getState().setDuration(audio.duration);
      });
      on('playing', onPlaying);
      on('ended', () => {
        const s = usePlayer.getState();
        if (isActive() && !s.currentStream) s.next();
      });
      on('error', () => {
        if (isActive() && audio.getAttribute('src')) onFailure();
      });
    }
    return () => listening.abort();
  }, [onPlaying, onFailure]);
}
