const MINUTE_MS = 60_000;

/** One minute's audience as listener statistics write it: its start (ISO, to the minute), maximum and average. */
export interface MinuteFigures {
  iso: string;
  max: number;
  average: number;
}

/**
 * The concurrent listener count and the minute under way: its maximum (raised at every change, so a short peak is
 * never missed) and its average (of the samples taken in it). These change together, on every connection and sample.
 */
export class ListenerMinute {
  concurrent = 0;
  private minute: number;
  private max = 0;
  private samples = 0;
  private sampleSum = 0;

  constructor(at: number) {
    this.minute = Math.floor(at / MINUTE_MS);
  }

  /** The minute under way so far; with no sample yet its average is the count now. */
  figures(): MinuteFigures {
    return {
      iso: new Date(this.minute * MINUTE_MS).toISOString().slice(0, 16),
      max: this.max,
      average: this.samples > 0 ? this.sampleSum / this.samples : this.concurrent,
    };
  }

  /** At `at`, past the minute under way: returns that minute's figures and starts the new one; else null. */
  roll(at: number): MinuteFigures | null {
    const current = Math.floor(at / MINUTE_MS);
    if (current === this.minute) return null;
    const ended = this.figures();
    this.minute = current;
    this.max = this.concurrent;
    this.samples = 0;
    this.sampleSum = 0;
    return ended;
  }

  change(delta: number) {
    this.concurrent = Math.max(0, this.concurrent + delta);
    if (this.concurrent > this.max) this.max = this.concurrent;
  }

  sample() {
    this.samples++;
    this.sampleSum += this.concurrent;
  }
}
