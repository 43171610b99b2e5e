/**
 * What a mount hands a new listener before live audio: the Ogg stream's header pages (the prelude) and the last
 * `maxBytes` of audio. Audio is queued as the encoder emits it and taken out as one batch per flush; the burst
 * keeps those same batches, shared with the listeners who got them, instead of a copy.
 */
export class MountBurst {
  /** The current Ogg logical stream's header pages; null for formats without them. */
  prelude: Buffer | null = null;
  private readonly kept: Buffer[] = [];
  private keptBytes = 0;
  private pending: Buffer[] = [];

  constructor(private readonly maxBytes: number) {}

  /** The batches a new listener gets, oldest first. */
  get batches(): readonly Buffer[] {
    return this.kept;
  }

  queue(frames: Buffer) {
    this.pending.push(frames);
  }

  /** What was queued since the last call, as one batch now kept in the burst; null when nothing was. */
  take(): Buffer | null {
    if (this.pending.length === 0) return null;
    const batch = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending);
    this.pending = [];
    this.kept.push(batch);
    this.keptBytes += batch.length;
    while (this.kept.length > 1 && this.keptBytes - this.kept[0]!.length >= this.maxBytes)
      this.keptBytes -= this.kept.shift()!.length;
    return batch;
  }

  /** A new Ogg logical stream: audio of the old one must not follow its header pages. */
  restart(prelude: Buffer) {
    this.prelude = prelude;
    this.kept.length = 0;
    this.keptBytes = 0;
  }

  /** Nothing held is live any more (the encoder slept, or the mount stopped). */
  clear() {
    this.pending = [];
    this.kept.length = 0;
    this.keptBytes = 0;
    this.prelude = null;
  }
}
