export type OutputState = 'stopped' | 'running';

/**
 * One thing fed by the mixer bus, whatever its format or target: an encoder for a mount, an HLS
 * segmenter, an Icecast push. start() and stop() may be called any number of times; write() gets every
 * 20 ms bus frame (s16le stereo 44.1 kHz) while running and must never block the air.
 */
export interface Output {
  readonly name: string;
  start(): void;
  write(frame: Buffer): void;
  stop(): Promise<void>;
  state(): OutputState;
}
