// The AudioWorklet side of the air output through the studio window (loaded with `?worker&url`, so it is a file of
// our own origin: the page's CSP has no blob: scripts). The worklet scope's globals are not in TypeScript's DOM lib.
import { PcmRing } from './pcm-ring';
import { RING_PROCESSOR } from './ring-name';

declare class AudioWorkletProcessor {
  readonly port: MessagePort;
}
declare function registerProcessor(name: string, processor: new () => AudioWorkletProcessor): void;

/** The ring buffer (pcm-ring.ts) refilled from the socket through the port, played into the card's context. */
class RingProcessor extends AudioWorkletProcessor {
  private readonly ring = new PcmRing();

  constructor() {
    super();
    this.port.onmessage = (event: MessageEvent<ArrayBuffer>) => this.ring.push(new Int16Array(event.data));
  }

  process(_inputs: Float32Array[][], outputs: Float32Array[][]): boolean {
    const [left, right] = outputs[0] ?? [];
    if (left && right) this.ring.render(left, right);
    return true;
  }
}

registerProcessor(RING_PROCESSOR, RingProcessor);
