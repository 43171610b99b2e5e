import { describe, expect, it } from 'vitest';
import { LIVE_FADE_FRAMES } from '../show/live-show';
import { FRAME_BYTES } from '../../bus/pcm';
import { createMicOverlay, createVox } from './mic-overlay';

/** A bus frame holding one constant sample value on both channels. */
const frameOf = (value: number) => {
  const frame = Buffer.alloc(FRAME_BYTES);
  for (let i = 0; i < FRAME_BYTES; i += 2) frame.writeInt16LE(value, i);
  return frame;
};

describe('the desk over the music', () => {
  it('VOX holds the air for exactly the hold time of frames below the threshold, counted in the desk audio', () => {
    const vox = createVox();
    const settings = { enabled: true, thresholdDbfs: -30, holdMs: 1_000 };
    expect(vox.step(-40, settings)).toBe(false);
    expect(vox.step(-20, settings)).toBe(true);
    // 1 s = 50 frames of 20 ms: on for 49 quiet frames, off at the 50th.
    for (let i = 0; i < 49; i++) expect(vox.step(-60, settings)).toBe(true);
    expect(vox.step(-60, settings)).toBe(false);
    // A word within the hold starts it again; turning VOX off releases at once.
    vox.step(-10, settings);
    expect(vox.step(-60, { ...settings, enabled: false })).toBe(false);
  });

  it('ramps the music down to the duck level over the live fade, the desk up over it, and back', () => {
    const overlay = createMicOverlay();
    const music = frameOf(10_000);
    const desk = frameOf(1_000);
    expect(overlay.mix(music, desk, false, -20)).toBe(music);
    let out: Buffer = music;
    for (let i = 0; i < LIVE_FADE_FRAMES; i++) out = overlay.mix(music, desk, true, -20);
    // Fully in: music at −20 dB (10,000 → 1,000) plus the desk (1,000); the last frame's ramp ends a sample short.
    expect(Math.abs(out.readInt16LE(FRAME_BYTES - 2) - 2_000)).toBeLessThanOrEqual(2);
    for (let i = 0; i < LIVE_FADE_FRAMES; i++) out = overlay.mix(music, desk, false, -20);
    expect(Math.abs(out.readInt16LE(FRAME_BYTES - 2) - 10_000)).toBeLessThanOrEqual(10);
    expect(overlay.audible()).toBe(false);
  });
});
