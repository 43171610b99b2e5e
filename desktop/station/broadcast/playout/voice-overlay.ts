import type { PcmSource } from '../bus/file-source';
import { mixFrames } from '../bus/pcm';

/** Ramps, in 20 ms frames: the music goes down quickly as the voice starts, and back up gently after it. */
const DOWN_FRAMES = 10;
const UP_FRAMES = 25;

/**
 * A presenter's link over the bus: the voice mixed on every frame the mixer renders, with the music under it
 * lowered by the link's duck amount for as long as the voice plays, whatever song (the one before or the one after)
 * is under it, then brought back up.
 */
export function createVoiceOverlay() {
  let voice: { source: PcmSource; duckGain: number; played: number } | null = null;
  let gain = 1;
  let floor = 1;

  return {
    play(source: PcmSource, duckDb: number) {
      voice?.source.close();
      voice = { source, duckGain: 10 ** (-duckDb / 20), played: 0 };
      floor = voice.duckGain;
    },
    /** Frames of the voice played so far; null when none plays. */
    played: () => voice?.played ?? null,
    playing: () => voice !== null,
    mix(music: Buffer): Buffer {
      const current = voice;
      if (current && (current.source.failed() || current.source.finished())) {
        current.source.close();
        voice = null;
      }
      const target = voice ? voice.duckGain : 1;
      const from = gain;
      const step = (1 - floor) / (target < gain ? DOWN_FRAMES : UP_FRAMES);
      gain = target < gain ? Math.max(target, gain - step) : Math.min(target, gain + step);
      const frame = voice?.source.read() ?? null;
      if (voice && frame) voice.played++;
      if (!frame && from === 1 && gain === 1) return music;
      const inputs = [{ frame: music, from, to: gain }];
      if (frame) inputs.push({ frame, from: 1, to: 1 });
      return mixFrames(inputs);
    },
    stop() {
      voice?.source.close();
      voice = null;
      gain = 1;
    },
  };
}
