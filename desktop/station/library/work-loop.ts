/**
 * A background loop that runs rounds of work until a round finds nothing to do, then sleeps until nudged. Its
 * state (started, closed, the sleeping loop's wake-up, who waits for it to go idle) changes together, so it lives
 * here rather than as loose variables in the jobs that use it.
 */
export class WorkLoop {
  private started = false;
  private stopped = false;
  private running = false;
  private wake: (() => void) | undefined;
  private loop: Promise<void> = Promise.resolve();
  private idleWaiters: Array<() => void> = [];

  /** `round` does one pass over the work and says whether it did any; a throw ends the loop (after `onError`). */
  constructor(
    private readonly round: () => Promise<boolean>,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Whether close() was called: work in progress stops at its next check. */
  get closed(): boolean {
    return this.stopped;
  }

  /** Lets the loop run, at once. */
  start() {
    this.started = true;
    this.nudge();
  }

  /** There may be new work: wakes the sleeping loop, or starts one if none runs. */
  nudge() {
    this.wake?.();
    if (this.started && !this.stopped && !this.running) this.loop = this.pump();
  }

  /** Resolves when a round has found nothing to do (at once if no loop runs). */
  idle(): Promise<void> {
    if (!this.running) return Promise.resolve();
    return new Promise<void>((resolve) => {
      this.idleWaiters.push(resolve);
      this.wake?.();
    });
  }

  /** Stops the loop and waits for its round in progress to end. */
  async close() {
    this.stopped = true;
    this.wake?.();
    await this.loop;
  }

  private async pump() {
    this.running = true;
    try {
      while (!this.stopped) {
        if (await this.round()) continue;
        this.releaseIdleWaiters();
        // Nothing to do until nudged (new work) or closed.
        await new Promise<void>((resolve) => {
          this.wake = resolve;
        });
        this.wake = undefined;
      }
    } catch (error) {
      this.onError(error);
    } finally {
      this.running = false;
      this.releaseIdleWaiters();
    }
  }

  private releaseIdleWaiters() {
    for (const resolve of this.idleWaiters) resolve();
    this.idleWaiters = [];
  }
}
