import { type RefObject, useEffect } from 'react';
import { LEVEL_METER, TIMERS } from '../../../../shared/constants';
import { usePlayer } from '../../stores/player';
import { getAnalyser } from '../player/analyser';
import { isSameOrigin } from '../player/audio-element';

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
    // Low bins carry most energy; spread the 14 bars over the lower three quarters of the spectrum.
    const usable = Math.floor(data.length * 0.75);
    const tick = () => {
      analyser.getByteFrequencyData(data);
      for (let i = 0; i < LEVEL_METER.bars; i++) {
        const from = Math.floor((i * usable) / LEVEL_METER.bars);
        const to = Math.max(from + 1, Math.floor(((i + 1) * usable) / LEVEL_METER.bars));
        let peak = 0;
        for (let b = from; b < to; b++) peak = Math.max(peak, data[b] ?? 0);
        set(i, Math.max(IDLE_PERCENT, Math.round((peak / 255) * 100)));
      }
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
