import type { OffAirSettings, OffAirState } from '../../../../shared/schemas/off-air/off-air';
import { type Alignment, toDbfs } from './envelope';

type Verdict = Extract<OffAirState, 'ok' | 'silent' | 'mismatch' | 'degraded'>;

/** Leaving a bad state needs this much better than entering it, so a value sitting on a threshold cannot flap. */
const CORRELATION_MARGIN = 0.05;
const LEVEL_MARGIN_DB = 3;
/** The same verdict this many checks in a row before the state (and its alert) changes. */
export const CONFIRM_CHECKS = 2;

/** One check's verdict, thresholds moved in the current state's favour; null when the bus gives nothing to judge. */
export function verdictOf(alignment: Alignment, settings: OffAirSettings, current: OffAirState): Verdict | null {
  const busDb = toDbfs(alignment.busLevel);
  // The bus itself silent is dead air (its own alert), not the transmitter's fault.
  if (busDb < settings.silenceDbfs) return null;
  const silentBelow = settings.silenceDbfs + (current === 'silent' ? LEVEL_MARGIN_DB : 0);
  if (toDbfs(alignment.offAirLevel) < silentBelow) return 'silent';
  if (alignment.busFlat) return null;
  const margin = (state: OffAirState) => (current === state ? CORRELATION_MARGIN : 0);
  if (alignment.correlation < settings.mismatchBelow + margin('mismatch')) return 'mismatch';
  if (alignment.correlation < settings.degradedBelow + margin('degraded') + margin('mismatch')) return 'degraded';
  return 'ok';
}

/** The state follows a verdict only once it has held CONFIRM_CHECKS checks in a row. */
export function createOffAirJudge() {
  let state: OffAirState = 'listening';
  let pending: Verdict | null = null;
  let count = 0;
  return {
    state: () => state,
    reset(to: OffAirState = 'listening') {
      state = to;
      pending = null;
      count = 0;
    },
    judge(alignment: Alignment, settings: OffAirSettings): OffAirState {
      const verdict = verdictOf(alignment, settings, state);
      if (verdict === null || verdict === state) {
        pending = null;
        count = 0;
        return state;
      }
      count = verdict === pending ? count + 1 : 1;
      pending = verdict;
      if (count >= CONFIRM_CHECKS) {
        state = verdict;
        pending = null;
        count = 0;
      }
      return state;
    },
  };
}
