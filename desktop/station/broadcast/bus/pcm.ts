import { AUDIO } from '../../../../shared/station/audio-format';

/** Samples per channel in one bus frame (20 ms at 44.1 kHz = 882). */
export const FRAME_SAMPLES = (AUDIO.sampleRate * AUDIO.frameMs) / 1000;
/** Bytes in one bus frame of s16le stereo (3,528). */
export const FRAME_BYTES = FRAME_SAMPLES * AUDIO.channels * AUDIO.bytesPerSample;
/** Bytes of bus PCM per second (176,400). */
export const BYTES_PER_SECOND = AUDIO.sampleRate * AUDIO.channels * AUDIO.bytesPerSample;

export const framesFor = (seconds: number) => Math.round((seconds * 1000) / AUDIO.frameMs);

/**
 * Mixes frames with per-frame gains, clamped to 16 bits. Gains ramp linearly across the frame
 * (from `from` to `to`) so a fade has no 20 ms steps.
 */
export function mixFrames(inputs: ReadonlyArray<{ frame: Buffer; from: number; to: number }>): Buffer {
  const out = Buffer.alloc(FRAME_BYTES);
  const samples = FRAME_BYTES / 2;
  for (let i = 0; i < samples; i++) {
    const position = Math.floor(i / AUDIO.channels) / FRAME_SAMPLES;
    let sum = 0;
    for (const input of inputs)
      sum += input.frame.readInt16LE(i * 2) * (input.from + (input.to - input.from) * position);
    out.writeInt16LE(sum > 32767 ? 32767 : sum < -32768 ? -32768 : Math.round(sum), i * 2);
  }
  return out;
}

/** Equal-power fade curves at progress p in [0, 1]: the outgoing and incoming gains. */
export function equalPower(p: number): { out: number; in: number } {
  const t = Math.min(1, Math.max(0, p));
  return { out: Math.cos((t * Math.PI) / 2), in: Math.sin((t * Math.PI) / 2) };
}

/** Peak level of a frame in dBFS (−Infinity for digital silence). */
export function peakDb(frame: Buffer): number {
  let peak = 0;
  for (let i = 0; i + 1 < frame.length; i += 2) {
    const v = Math.abs(frame.readInt16LE(i));
    if (v > peak) peak = v;
  }
  return peak === 0 ? Number.NEGATIVE_INFINITY : 20 * Math.log10(peak / 32768);
}

/**
 * A byte FIFO of PCM chunks that hands out whole frames without copying more than needed.
 * Used by every source: file decoders (with backpressure) and the live jitter buffer.
 */
export class PcmQueue {
  private chunks: Buffer[] = [];
  private offset = 0;
  private size = 0;

  get length(): number {
    return this.size;
  }

  push(chunk: Buffer) {
    if (chunk.length === 0) return;
    this.chunks.push(chunk);
    this.size += chunk.length;
  }

  /** Takes up to `bytes` bytes (fewer only when the queue holds fewer). */
  take(bytes: number): Buffer {
    const n = Math.min(bytes, this.size);
    const out = Buffer.allocUnsafe(n);
    let written = 0;
    while (written < n) {
      const head = this.chunks[0]!;
      const available = head.length - this.offset;
      const copy = Math.min(available, n - written);
      head.copy(out, written, this.offset, this.offset + copy);
      written += copy;
      this.offset += copy;
      if (this.offset === head.length) {
        this.chunks.shift();
        this.offset = 0;
      }
    }
    this.size -= n;
    return out;
  }

  /** Drops the oldest bytes so that at most `keep` bytes (frame-aligned) remain. */
  trimTo(keep: number) {
    const excess = this.size - keep;
    if (excess > 0) this.take(excess - (excess % 4));
  }

  clear() {
    this.chunks = [];
    this.offset = 0;
    this.size = 0;
  }
}
