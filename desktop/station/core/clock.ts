/**
 * Time as the engine reads it: the wall clock (what the schedule and the history are in) and a monotonic one in
 * milliseconds (what the bus counts frames against). Tests hand in their own to move time without waiting.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Milliseconds on a clock that never jumps (only differences mean anything). */
  monotonic(): number;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  monotonic: () => performance.now(),
};
