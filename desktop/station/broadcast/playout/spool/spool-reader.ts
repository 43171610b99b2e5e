import fs from 'node:fs';
import { BYTES_PER_SECOND, type PcmQueue } from '../../bus/pcm';

// Read back a few seconds ahead of the mixer, no more, so memory stays flat however long the track.
const HIGH_WATER = 4 * BYTES_PER_SECOND;
export const SPOOL_LOW_WATER = 2 * BYTES_PER_SECOND;
const CHUNK = 64 * 1024;
// While the decoder is still writing and everything written is read, look again this often.
const POLL_MS = 20;

/**
 * Reads a spool file into a queue as its decoder writes it, up to a few seconds ahead, never blocking the event
 * loop. `caughtUp` says when everything written is read: the reader then waits for more unless the decoder is done.
 */
export class SpoolReader {
  private position = 0;
  private reading = false;
  private poll: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly fd: number,
    private readonly queue: PcmQueue,
    private readonly events: {
      /** Everything written so far is read; return true when the decoder is done (the reader stops asking). */
      caughtUp(): boolean;
      failed(reason: string): void;
    },
  ) {}

  /** Bytes read from the spool so far. */
  get bytesRead(): number {
    return this.position;
  }

  refill() {
    // A pending poll looks again by itself: asking sooner would only stat the file twice.
    if (this.reading || this.stopped || this.poll || this.queue.length >= HIGH_WATER) return;
    this.reading = true;
    fs.fstat(this.fd, (statError, stats) => {
      if (this.stopped) return;
      if (statError) return this.fail(statError.message);
      const available = stats.size - this.position;
      if (available <= 0) return this.waitForMore();
      const buffer = Buffer.allocUnsafe(Math.min(available, CHUNK));
      fs.read(this.fd, buffer, 0, buffer.length, this.position, (readError, bytes) => {
        this.reading = false;
        if (this.stopped) return;
        if (readError) return this.fail(readError.message);
        this.position += bytes;
        this.queue.push(buffer.subarray(0, bytes));
        this.refill();
      });
    });
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.poll);
  }

  private waitForMore() {
    this.reading = false;
    if (this.events.caughtUp()) return this.stop();
    this.poll ??= setTimeout(() => {
      this.poll = undefined;
      this.refill();
    }, POLL_MS);
  }

  private fail(reason: string) {
    this.stop();
    this.events.failed(reason);
  }
}
