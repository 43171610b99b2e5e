import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayer } from '../../stores/player';
import { toast } from '../../stores/toasts';
import { activeAudio, getAudio, loadSource } from './audio-element';
import { useAudioEvents } from './use-audio-events';
import { earlyListenDone, onEarlyListen } from './early-listen';
import { nextStationUrl, stationAttempt, stationStreamUrls } from './station-route';
import { isStationStream, STATION_STREAM } from './station-stream';

/** How long the red banner stays before the automatic skip, so a listener can read it. */
export const SKIP_AFTER_ERROR_MS = 1500;

/** Spec §5: a HEAD request must succeed before a file is played. */
async function headOk(url: string, signal: AbortSignal): Promise<boolean> {
  try {
    const res = await fetch(url, { method: 'HEAD', credentials: 'include', signal });
    return res.ok;
  } catch (error) {
    if (!signal.aborted) console.error('Audio check failed', url, error);
    return false;
  }
}

/**
 * Spec §7: station files (URLs not starting with http) are also fetched "for logging only". One byte is enough
 * to log what the server holds (status, type, full size from Content-Range) without downloading the file twice.
 */
function logStationFile(url: string, signal: AbortSignal): void {
  fetch(url, { credentials: 'include', headers: { Range: 'bytes=0-0' }, signal })
    .then(async (res) => {
      const size = res.headers.get('Content-Range')?.split('/')[1] ?? res.headers.get('Content-Length') ?? '?';
      console.info('Track file', url, res.status, res.headers.get('Content-Type') ?? '?', `${size} bytes`);
      await res.body?.cancel();
    })
    .catch((error: unknown) => {
      if (!signal.aborted) console.info('Track file', url, 'not fetched', error);
    });
}

/** Consecutive failures; reset when something actually plays. */
const failures = { count: 0 };
const resetFailures = () => {
  failures.count = 0;
};

/** Set by the engine: plays the station stream from the next place in its list (a relay, or the studio). */
let tryStationUrl: ((url: string, request: number) => void) | null = null;

function handleFailure() {
  const s = usePlayer.getState();
  const request = s.playRequest;
  activeAudio()?.pause();
  // A relay (or the studio) that fails hands the listener to the next place the station named.
  const next = isStationStream(s.currentStream) ? nextStationUrl(request) : null;
  if (next && tryStationUrl) {
    console.warn('Station stream failed here; trying', next);
    tryStationUrl(next, request);
    return;
  }
  s.fail(s.currentStream ? 'stream' : 'track');
  if (s.currentStream) return;
  failures.count += 1;
  if (failures.count >= s.tracks.length) {
    console.error('Every track failed to play; stopping');
    failures.count = 0;
    return;
  }
  setTimeout(() => {
    // Only skip if the listener has not chosen something else meanwhile.
    const now = usePlayer.getState();
    if (now.playRequest === request && now.error === 'track') now.next();
  }, SKIP_AFTER_ERROR_MS);
}

/**
 * Drives the <audio> elements from the player store: loads and checks each chosen track, pauses and resumes,
 * reports time, advances at the end, and after an unplayable file really moves on to the next one (stopping
 * once every track in the list has failed in a row, instead of looping forever).
 */
export function usePlayerEngine(): void {
  const { t } = useTranslation();
  const tRef = useRef(t);
  tRef.current = t;
  const loaded = useRef<{ request: number; url: string } | null>(null);

  useAudioEvents(resetFailures, handleFailure);

  useEffect(() => {
    let controller: AbortController | null = null;
    /** The place of the station stream being played for this request, else the track's own URL. */
    const attemptUrl = (url: string, request: number) =>
      stationAttempt.request === request ? (stationAttempt.urls[stationAttempt.index] ?? url) : url;
    /** A HEAD check for loaded.current is in flight (the file is not loaded yet). */
    let checking = false;
    const sync = async (s = usePlayer.getState()) => {
      const { currentTrack, isPlaying, playRequest } = s;
      if (!currentTrack || !isPlaying) {
        if (checking) {
          // Paused while the file was being checked: drop that load, so nothing starts behind the listener's back.
          controller?.abort();
          loaded.current = null;
          checking = false;
        }
        activeAudio()?.pause();
        return;
      }
      const url = currentTrack.audioFileUrl;
      const current = loaded.current;
      if (current && current.request === playRequest && current.url === url) {
        const audio = activeAudio();
        if (!audio?.paused) return;
        // A paused live stream holds stale audio: reconnect so the listener hears what is on air now.
        if (s.currentStream) audio.src = attemptUrl(url, playRequest);
        await audio.play().catch(() => handleFailure());
        return;
      }
      loaded.current = { request: playRequest, url };
      controller?.abort();
      controller = new AbortController();
      const { signal } = controller;
      if (isStationStream(s.currentStream)) {
        checking = true;
        const urls = await stationStreamUrls();
        if (signal.aborted) return;
        Object.assign(stationAttempt, { request: playRequest, urls, index: 0 });
      }
      await start(attemptUrl(url, playRequest), s, signal);
    };
    /** Checks and plays one place: the track's file, a stream, or one place of the station stream's list. */
    const start = async (url: string, s: ReturnType<typeof usePlayer.getState>, signal: AbortSignal) => {
      const { currentTrack, playRequest } = s;
      if (!currentTrack) return;
      // Station paths are checked; other hosts usually refuse cross-origin HEAD, so the element's own error decides.
      const checkable = !s.currentStream || url.startsWith('/');
      checking = true;
      if (checkable && !(await headOk(url, signal))) {
        if (!signal.aborted) {
          checking = false;
          handleFailure();
        }
        return;
      }
      if (signal.aborted) return;
      checking = false;
      if (!s.currentStream && !url.startsWith('http')) logStationFile(url, signal);
      const audio = await loadSource(url);
      if (signal.aborted) return;
      try {
        await audio.play();
        const t = tRef.current;
        if (s.currentStream) toast({ title: t('player.toastLive'), description: s.currentStream.name });
        else
          toast({
            title: t('player.toastPlaying'),
            description: `${currentTrack.title || t('player.untitled')} - ${currentTrack.artist || t('player.unknownArtist')}`,
          });
      } catch (error) {
        // A newer request replaced this one while it was starting: not a failure.
        if (loaded.current?.request !== playRequest || (error instanceof DOMException && error.name === 'AbortError'))
          return;
        // The element's error event already handed the station stream to its next place: one failure, not two
        // (the second gave up on the studio's mount while it was starting).
        if (stationAttempt.request === playRequest && stationAttempt.urls[stationAttempt.index] !== url) return;
        console.error('Playback rejected', url, error);
        handleFailure();
      }
    };
    // A live button pressed before the app ran: its stream is already playing in the local element. The store
    // takes it over as the current source without reloading it (a reload would cut the listener off again),
    // before the first sync, which would otherwise pause the element it finds playing with nothing chosen.
    const stopEarly = onEarlyListen('adopted', () => {
      const audio = getAudio('local');
      const s = usePlayer.getState();
      if (!audio.error && audio.getAttribute('src') === STATION_STREAM.url)
        loaded.current = { request: s.playRequest + 1, url: STATION_STREAM.url };
      s.playStream(STATION_STREAM);
      earlyListenDone();
    });
    tryStationUrl = (url, request) => {
      const s = usePlayer.getState();
      if (s.playRequest !== request || !controller) return;
      void start(url, s, controller.signal);
    };
    void sync();
    const unsubscribe = usePlayer.subscribe((s, prev) => {
      if (s.playRequest !== prev.playRequest || s.isPlaying !== prev.isPlaying || s.currentTrack !== prev.currentTrack)
        void sync(s);
    });
    return () => {
      tryStationUrl = null;
      unsubscribe();
      stopEarly();
      controller?.abort();
    };
  }, []);
}
