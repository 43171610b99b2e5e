/**
 * When a standby takes the air and when it gives it back, decided from what it sees of the studio. Pure: readings
 * and times in, the decision out, so a fake clock can run a night of a flapping studio in milliseconds.
 *
 * Each signal says the studio is there (true), is not (false), or cannot tell / is not set up (null):
 * - `health`: the studio's GET /api/health answers that it is on air;
 * - `mount`: the Icecast mount the studio pushes to has a source;
 * - `offAir`: the transmitter, heard through this machine's off-air input, carries sound (only while this machine
 *   is not feeding it itself: then it hears itself, and says nothing about the studio).
 */
export interface StudioSignals {
  health: boolean | null;
  mount: boolean | null;
  offAir: boolean | null;
}

export interface TakeoverTiming {
  /** The studio absent on every signal this long: the standby takes the air. */
  takeoverAfterMs: number;
  /** The studio seen again on some signal this long: the standby gives the air back (a studio that blips is not back). */
  handBackAfterMs: number;
}

export const TAKEOVER_DEFAULTS: TakeoverTiming = { takeoverAfterMs: 10_000, handBackAfterMs: 30_000 };

export interface TakeoverState {
  onAir: boolean;
  /** Since when (monotonic ms) the studio has been absent on every signal; null while any signal sees it. */
  absentSince: number | null;
  /** Since when it has been present on some signal; null while none sees it. */
  presentSince: number | null;
}

export const initialTakeoverState = (): TakeoverState => ({ onAir: false, absentSince: null, presentSince: null });

const known = (signals: StudioSignals) =>
  [signals.health, signals.mount, signals.offAir].filter((s): s is boolean => s !== null);

/**
 * The next state after a reading at `at` (monotonic ms). Taking the air needs the studio's absence on every signal
 * that can tell (two where two are set up: a network cut between the two machines leaves the studio's push on the
 * mount, and the standby stays off). Giving it back is at once when the health endpoint and the mount both see the
 * studio on air (it is feeding listeners and the transmitter again: two machines on air is the one thing worse than
 * a gap), and after `handBackAfterMs` when only one signal sees it.
 */
export function nextTakeoverState(
  state: TakeoverState,
  signals: StudioSignals,
  at: number,
  timing: TakeoverTiming,
): TakeoverState {
  // What the standby itself airs reaches the off-air input: while on air that signal cannot see the studio.
  const readable = state.onAir ? { ...signals, offAir: null } : signals;
  const readings = known(readable);
  const anyPresent = readings.some(Boolean);
  const allAbsent = readings.length > 0 && readings.every((r) => !r);
  const absentSince = allAbsent ? (state.absentSince ?? at) : null;
  const presentSince = anyPresent ? (state.presentSince ?? at) : null;
  if (!state.onAir) {
    const takeOver = absentSince !== null && at - absentSince >= timing.takeoverAfterMs;
    return { onAir: takeOver, absentSince, presentSince };
  }
  const confirmedBack = readable.health === true && readable.mount === true;
  const heldBack = presentSince !== null && at - presentSince >= timing.handBackAfterMs;
  return { onAir: !(confirmedBack || heldBack), absentSince, presentSince };
}
