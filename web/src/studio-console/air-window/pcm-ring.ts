/** 2 s of stereo at 44.1 kHz: the socket's bursts and the renderer's pauses fit; past it the oldest is dropped. */
export const RING_CAPACITY = 88_200;
/** Filled this far before sound comes out (again, after running dry): 0.2 s. */
export const RING_PREBUFFER = 8_820;
/**
 * Past 0.4 s queued (a burst after a pause, or the card's clock slower than the bus's), one sample per render
 * block is skipped, 0.8 % faster, inaudible, until the queue is back under it: the transmitter's delay stays put
 * instead of creeping up to the capacity.
 */
export const RING_HIGH_WATER = 17_640;

/**
 * The studio window's ring buffer of the bus's s16le stereo frames (pure, so it is tested outside a worklet): the
 * context runs at 44.1 kHz like the bus, so samples go out one for one, never resampled.
 */
export class PcmRing {
  private readonly left = new Float32Array(RING_CAPACITY);
  private readonly right = new Float32Array(RING_CAPACITY);
  private read = 0;
  private size = 0;
  private primed = false;

  /** Stereo frames queued. */
  queued(): number {
    return this.size;
  }

  push(samples: Int16Array) {
    const frames = samples.length >> 1;
    for (let i = 0; i < frames; i++) {
      if (this.size === RING_CAPACITY) this.skip();
      const at = (this.read + this.size) % RING_CAPACITY;
      this.left[at] = (samples[2 * i] ?? 0) / 32768;
      this.right[at] = (samples[2 * i + 1] ?? 0) / 32768;
      this.size++;
    }
    if (this.size >= RING_PREBUFFER) this.primed = true;
  }

  /** Fills one render block; silence while priming or dry. */
  render(left: Float32Array, right: Float32Array) {
    if (this.primed && this.size > RING_HIGH_WATER) this.skip();
    for (let i = 0; i < left.length; i++) {
      if (!this.primed || this.size === 0) {
        left[i] = 0;
        right[i] = 0;
        continue;
      }
      left[i] = this.left[this.read] ?? 0;
      right[i] = this.right[this.read] ?? 0;
      this.skip();
    }
    if (this.size === 0) this.primed = false;
  }

  private skip() {
    this.read = (this.read + 1) % RING_CAPACITY;
    this.size--;
  }
}
