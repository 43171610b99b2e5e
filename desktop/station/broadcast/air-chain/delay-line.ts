import { AUDIO } from '../../../../shared/station/audio-format';
import { FRAME_BYTES } from '../bus/pcm';

/** The longest delay the air output offers (a profanity delay, or lining the transmitter up with the web stream). */
export const MAX_AIR_DELAY_MS = 10_000;

const SILENCE = Buffer.alloc(FRAME_BYTES);

/**
 * A bounded PCM delay of whole bus frames: every frame in gives one frame out, so the transmitter never hears a
 * gap. While the line fills (start-up, or the delay raised) silence goes out; a shortened delay drops the oldest
 * frames at once. Memory is at most MAX_AIR_DELAY_MS of PCM (1.7 MiB).
 */
export function createDelayLine(initialMs = 0) {
  const queue: Buffer[] = [];
  let frames = framesOf(initialMs);
  return {
    push(frame: Buffer): Buffer {
      if (frames === 0) return frame;
      queue.push(frame);
      return queue.length > frames ? (queue.shift() as Buffer) : SILENCE;
    },
    setDelayMs(ms: number) {
      frames = framesOf(ms);
      if (queue.length > frames) queue.splice(0, queue.length - frames);
    },
    delayMs: () => frames * AUDIO.frameMs,
  };
}

function framesOf(ms: number): number {
  const clamped = Math.min(MAX_AIR_DELAY_MS, Math.max(0, Number.isFinite(ms) ? ms : 0));
  return Math.round(clamped / AUDIO.frameMs);
}

/** Scales s16le samples by a gain in dB, clamped to 16 bits; 0 dB returns the frame itself. */
export function applyGain(frame: Buffer, gainDb: number): Buffer {
  if (gainDb === 0) return frame;
  const factor = 10 ** (gainDb / 20);
  const out = Buffer.allocUnsafe(frame.length);
  for (let i = 0; i + 1 < frame.length; i += 2) {
    const v = Math.round(frame.readInt16LE(i) * factor);
    out.writeInt16LE(v > 32767 ? 32767 : v < -32768 ? -32768 : v, i);
  }
  return out;
}
