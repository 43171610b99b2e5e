import { AUDIO } from '../../../../../shared/station/audio-format';
import { FRAME_BYTES, mixFrames, peakDb } from '../../bus/pcm';
import { LIVE_FADE_FRAMES } from '../show/live-show';

const SILENCE = Buffer.alloc(FRAME_BYTES);
/** The desk's meter holds the loudest of the last five frames (a tenth of a second), as the bus meter does. */
const METER_FRAMES = 5;

/**
 * "atenuar": the desk over the music, the music lowered to the duck level. Both ramp over the live fade's length,
 * so the desk comes in and leaves as smoothly as a live show crossfades.
 */
export function createMicOverlay() {
  // Frames into the fade, 0 = music alone, LIVE_FADE_FRAMES = desk fully in (whole frames: no drift in the sum).
  let frames = 0;
  return {
    mix(music: Buffer, desk: Buffer | null, on: boolean, duckDb: number): Buffer {
      const before = frames;
      frames = on ? Math.min(LIVE_FADE_FRAMES, frames + 1) : Math.max(0, frames - 1);
      if (before === 0 && frames === 0) return music;
      const duck = 10 ** (duckDb / 20);
      const from = before / LIVE_FADE_FRAMES;
      const to = frames / LIVE_FADE_FRAMES;
      const gainOf = (p: number) => 1 + (duck - 1) * p;
      return mixFrames([
        { frame: music, from: gainOf(from), to: gainOf(to) },
        { frame: desk ?? SILENCE, from, to },
      ]);
    },
    /** The desk is (still) heard over the music. */
    audible: () => frames > 0,
  };
}

/** The desk's peak over the last few frames in dBFS (null: silence or no audio from the card). */
export function createDeskMeter() {
  const recent: number[] = [];
  return {
    add(frame: Buffer | null) {
      recent.push(frame ? peakDb(frame) : Number.NEGATIVE_INFINITY);
      if (recent.length > METER_FRAMES) recent.shift();
    },
    peakDbfs(): number | null {
      const peak = Math.max(...recent, Number.NEGATIVE_INFINITY);
      return Number.isFinite(peak) ? Math.round(peak * 10) / 10 : null;
    },
  };
}

/**
 * Voice-operated take-over: the desk takes the air when its level reaches the threshold and gives it back after
 * `holdMs` below it. Counted in the desk's own 20 ms frames, so the hold is the audio's time, not the timer's.
 */
export function createVox() {
  let on = false;
  let framesLeft = 0;
  return {
    /** The frame's peak against the settings; true while the voice holds the air. */
    step(peak: number, settings: { enabled: boolean; thresholdDbfs: number; holdMs: number }): boolean {
      if (!settings.enabled) {
        on = false;
        return false;
      }
      if (peak >= settings.thresholdDbfs) {
        on = true;
        framesLeft = Math.ceil(settings.holdMs / AUDIO.frameMs);
      } else if (on && --framesLeft <= 0) on = false;
      return on;
    },
    on: () => on,
  };
}
