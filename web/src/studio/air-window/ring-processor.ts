// The AudioWorklet side of the air output through the studio window (loaded with `?worker&url`, so it is a file of
// our own origin: the page's CSP has no blob: scripts). The worklet scope's globals are not in TypeScript's DOM lib.
import { RING_PROCESSOR } from './ring-name';

declare class AudioWorkletProcessor {
  readonly port: MessagePort;
}
declare function registerProcessor(name: string, processor: new () => AudioWorkletProcessor): void;

/** 2 s of stereo at 44.1 kHz: the socket's bursts and the renderer's pauses fit; a lasting excess is dropped. */
const CAPACITY = 88_200;
/** Filled this far before sound comes out (again, after running dry): 0.2 s, the latency RDS allows for. */
const PREBUFFER = 8_820;

/**
 * A small ring buffer of the bus's s16le stereo frames, refilled from the socket through the port and played
 * sample for sample: the context runs at 44.1 kHz like the bus, so nothing is resampled here. Running dry gives
 * silence until PREBUFFER is back; too much queued drops the oldest (the card's clock runs slower than the bus's).
 */
class RingProcessor extends AudioWorkletProcessor {
  private readonly left = new Float32Array(CAPACITY);
  private readonly right = new Float32Array(CAPACITY);
  private read = 0;
  private size = 0;
  private primed = false;
  private underruns = 0;

  constructor() {
    super();
    this.port.onmessage = (event: MessageEvent<ArrayBuffer>) => this.push(new Int16Array(event.data));
  }

  private push(samples: Int16Array) {
    const frames = samples.length >> 1;
    for (let i = 0; i < frames; i++) {
      if (this.size === CAPACITY) {
        this.read = (this.read + 1) % CAPACITY;
        this.size--;
      }
      const at = (this.read + this.size) % CAPACITY;
      this.left[at] = (samples[2 * i] ?? 0) / 32768;
      this.right[at] = (samples[2 * i + 1] ?? 0) / 32768;
      this.size++;
    }
    if (this.size >= PREBUFFER) this.primed = true;
  }

  process(_inputs: Float32Array[][], outputs: Float32Array[][]): boolean {
    const [left, right] = outputs[0] ?? [];
    if (!left || !right) return true;
    for (let i = 0; i < left.length; i++) {
      if (!this.primed || this.size === 0) {
        left[i] = 0;
        right[i] = 0;
        continue;
      }
      left[i] = this.left[this.read] ?? 0;
      right[i] = this.right[this.read] ?? 0;
      this.read = (this.read + 1) % CAPACITY;
      this.size--;
    }
    if (this.primed && this.size === 0) {
      this.primed = false;
      this.port.postMessage({ underruns: ++this.underruns });
    }
    return true;
  }
}

registerProcessor(RING_PROCESSOR, RingProcessor);
