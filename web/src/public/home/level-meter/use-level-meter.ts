import { type RefObject, useEffect } from 'react';
import { LEVEL_METER, TIMERS } from '../../../../../shared/web-app/ui-settings';
import { usePlayer } from '../../../stores/player';
import { getAnalyser } from '../../player/analyser';
import { isSameOrigin } from '../../player/audio-element';
import { bandPercent, logBands } from './log-bands';

/** Collapsed height of a bar when nothing plays. */
export const IDLE_PERCENT = 8;

const randomPercent = () =>
  LEVEL_METER.minPercent + Math.floor(Math.random() * (LEVEL_METER.maxPercent - LEVEL_METER.minPercent + 1));

/**
 * Moves the 14 bars (their DOM nodes, not React state, so nothing re-renders per frame). While playing, bars
 * follow the real spectrum from the analyser on the local <audio>; where analysis is unavailable (no Web Audio,
 * or a cross-origin source that may not be analysed) they take the spec's random 20–79 % every 400 ms.
 */
export function useLevelMeter(
  bars: RefObject<Array<HTMLSpanElement | null>>,
  reducedMotion: boolean,
): 'analyser' | 'random' | 'idle' {
  const isPlaying = usePlayer((s) => s.isPlaying);
  const url = usePlayer((s) => s.currentTrack?.audioFileUrl ?? '');
  const analyser = isPlaying && url && isSameOrigin(url) ? getAnalyser() : null;
  const mode = !isPlaying ? 'idle' : analyser ? 'analyser' : 'random';

  useEffect(() => {
    const set = (i: number, percent: number) => {
      const bar = bars.current[i];
      if (bar) bar.style.height = `${percent}%`;
    };
    if (mode === 'idle') {
      for (let i = 0; i < LEVEL_METER.bars; i++) set(i, IDLE_PERCENT);
      return;
    }
    if (mode === 'random' || !analyser) {
      const tick = () => {
        for (let i = 0; i < LEVEL_METER.bars; i++) set(i, randomPercent());
      };
      tick();
      const id = setInterval(tick, TIMERS.levelMeterMs);
      return () => clearInterval(id);
    }
    const data = new Uint8Array(analyser.frequencyBinCount);
    const bands = logBands(LEVEL_METER.bars, analyser.frequencyBinCount, analyser.context.sampleRate);
    const tick = () => {
      analyser.getByteFrequencyData(data);
      bands.forEach((band, i) => {
        set(i, Math.max(IDLE_PERCENT, bandPercent(data, band)));
      });
    };
    // Reduced motion: the spec's calmer 400 ms cadence instead of every frame.
    if (reducedMotion) {
      tick();
      const id = setInterval(tick, TIMERS.levelMeterMs);
      return () => clearInterval(id);
    }
    let frame = requestAnimationFrame(function loop() {
      tick();
      frame = requestAnimationFrame(loop);
    });
    return () => cancelAnimationFrame(frame);
  }, [mode, analyser, bars, reducedMotion]);

  return mode;
}
