import { setTimeout as wait } from 'node:timers/promises';
import pRetry from 'p-retry';
import type { TargetState } from '../../../shared/schemas/difusion/difusion';
import { type Clock, isoNow } from '../core/clock';

export interface QueueOptions<T> {
  /** One attempt; throws to retry (a PermanentFailure is not retried); 'skipped' when there is nothing to send now. */
  send(item: T): Promise<'sent' | 'skipped'>;
  /** The least time between two posts' first attempts, read before each post (an edit applies at once). */
  minIntervalMs(): number;
  /** Posts waiting beyond this drop the oldest (counted in `dropped`). */
  capacity: number;
  /** Attempts after the first, waiting retryBaseMs, then twice that, and so on. */
  retries: number;
  retryBaseMs: number;
  /** Aborted when the station stops: waits and requests end with it. */
  signal: AbortSignal;
  /** The rate limit is measured on its monotonic time; the last post's time is a wall-clock one. */
  clock: Clock;
  onRetry?(error: Error, attempt: number): void;
  onGiveUp?(error: Error): void;
}

/**
 * One target's posts, in order, one at a time, no faster than its rate limit, each retried with exponential backoff.
 * `push` only appends and returns: whoever reports an on-air change (the engine) never waits on the network. A
 * target that falls behind (down, or slower than the station's changes) keeps the newest `capacity` posts.
 */
export function createDeliveryQueue<T>(options: QueueOptions<T>) {
  const waiting: T[] = [];
  const state: TargetState = { queued: 0, sent: 0, failed: 0, dropped: 0, lastSentAt: null, lastError: null };
  let lastStartedAt = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | null = null;

  async function deliver(item: T) {
    const due = lastStartedAt + options.minIntervalMs() - options.clock.monotonic();
    if (due > 0) await wait(due, undefined, { signal: options.signal });
    lastStartedAt = options.clock.monotonic();
    try {
      const outcome = await pRetry(() => options.send(item), {
        retries: options.retries,
        minTimeout: options.retryBaseMs,
        factor: 2,
        signal: options.signal,
        onFailedAttempt: ({ error, attemptNumber, retriesLeft }) => {
          if (retriesLeft > 0) options.onRetry?.(error, attemptNumber);
        },
      });
      if (outcome === 'skipped') return;
      state.sent++;
      state.lastSentAt = isoNow(options.clock);
      state.lastError = null;
    } catch (error) {
      if (options.signal.aborted) return;
      state.failed++;
      state.lastError = (error as Error).message;
      options.onGiveUp?.(error as Error);
    }
  }

  async function drain() {
    while (waiting.length > 0 && !options.signal.aborted) {
      const item = waiting.shift()!;
      state.queued = waiting.length;
      await deliver(item).catch(() => {});
    }
    running = null;
  }

  return {
    push(item: T): void {
      if (options.signal.aborted) return;
      waiting.push(item);
      while (waiting.length > options.capacity) {
        waiting.shift();
        state.dropped++;
      }
      state.queued = waiting.length;
      running ??= drain();
    },
    state: (): TargetState => ({ ...state, queued: waiting.length }),
    /** Resolves once every post so far has been sent or given up (tests, shutdown). */
    idle: (): Promise<void> => running ?? Promise.resolve(),
  };
}
export type DeliveryQueue<T> = ReturnType<typeof createDeliveryQueue<T>>;
