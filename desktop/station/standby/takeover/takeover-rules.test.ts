import { describe, expect, it } from 'vitest';
import {
  initialTakeoverState,
  nextTakeoverState,
  type StudioSignals,
  TAKEOVER_DEFAULTS,
  type TakeoverState,
} from './takeover-rules';

const GONE: StudioSignals = { health: false, mount: false, offAir: null };
const BACK: StudioSignals = { health: true, mount: true, offAir: null };

/** Feeds one reading a second from `from` for `seconds`, returning the state and when it first went on/off air. */
function run(state: TakeoverState, signals: StudioSignals, from: number, seconds: number) {
  let s = state;
  let switchedAt: number | null = null;
  for (let t = from; t <= from + seconds * 1000; t += 1000) {
    const next = nextTakeoverState(s, signals, t, TAKEOVER_DEFAULTS);
    if (next.onAir !== s.onAir && switchedAt === null) switchedAt = t;
    s = next;
  }
  return { state: s, switchedAt };
}

describe('when a standby takes the air and gives it back', () => {
  it('takes the air after 10 s with the studio absent on both signals, not before', () => {
    const { state, switchedAt } = run(initialTakeoverState(), GONE, 0, 20);
    expect(state.onAir).toBe(true);
    expect(switchedAt).toBe(10_000);
  });

  it('stays off the air while the studio push is still on the mount and only its health fails (a network cut)', () => {
    const { state } = run(initialTakeoverState(), { health: false, mount: true, offAir: null }, 0, 120);
    expect(state.onAir).toBe(false);
  });

  it('stays off the air while the transmitter carries sound, though health and mount are gone', () => {
    const { state } = run(initialTakeoverState(), { health: false, mount: false, offAir: true }, 0, 120);
    expect(state.onAir).toBe(false);
  });

  it('takes the air on the health endpoint alone where it is the only signal set up', () => {
    const { switchedAt } = run(initialTakeoverState(), { health: false, mount: null, offAir: null }, 0, 20);
    expect(switchedAt).toBe(10_000);
  });

  it('never takes the air on no signal at all (nothing to follow)', () => {
    const { state } = run(initialTakeoverState(), { health: null, mount: null, offAir: null }, 0, 120);
    expect(state.onAir).toBe(false);
  });

  it('a studio that blips for less than the takeover time is not replaced', () => {
    let { state } = run(initialTakeoverState(), GONE, 0, 9);
    ({ state } = run(state, BACK, 10_000, 0));
    ({ state } = run(state, GONE, 11_000, 9));
    expect(state.onAir).toBe(false);
  });

  it('yields at once when health and mount both see the studio on air again', () => {
    const { state: onAir } = run(initialTakeoverState(), GONE, 0, 15);
    const { state, switchedAt } = run(onAir, BACK, 16_000, 5);
    expect(state.onAir).toBe(false);
    expect(switchedAt).toBe(16_000);
  });

  it('yields after the hand-back time when only the health endpoint sees the studio, no sooner', () => {
    const { state: onAir } = run(initialTakeoverState(), { health: false, mount: null, offAir: null }, 0, 15);
    const up = { health: true, mount: null, offAir: null };
    const { switchedAt } = run(onAir, up, 16_000, 40);
    expect(switchedAt).toBe(16_000 + TAKEOVER_DEFAULTS.handBackAfterMs);
  });

  it('a studio that answers and drops again keeps the standby on air (no flapping)', () => {
    let { state } = run(initialTakeoverState(), { health: false, mount: null, offAir: null }, 0, 15);
    for (let cycle = 0; cycle < 10; cycle++) {
      ({ state } = run(state, { health: true, mount: null, offAir: null }, 20_000 + cycle * 40_000, 20));
      ({ state } = run(state, { health: false, mount: null, offAir: null }, 41_000 + cycle * 40_000, 18));
      expect(state.onAir).toBe(true);
    }
  });

  it('hears itself on the off-air input once on air: that signal does not count as the studio back', () => {
    const { state: onAir } = run(initialTakeoverState(), { health: false, mount: false, offAir: false }, 0, 15);
    expect(onAir.onAir).toBe(true);
    const { state } = run(onAir, { health: false, mount: false, offAir: true }, 16_000, 120);
    expect(state.onAir).toBe(true);
  });
});
