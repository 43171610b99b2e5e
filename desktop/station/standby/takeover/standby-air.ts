import { EventEmitter } from 'node:events';
import type { StationConfig } from '../../config/config';

/**
 * Whether this station feeds the air. A studio always does. A standby (a station started with --follow) runs the
 * same plan all along, so its encoders and its Icecast push are warm, but holds its sound card muted (or feeding the
 * transmitter's second input) and writes nothing in its books until it takes the air (takeover.ts).
 */
export interface StandbyAir {
  /** Started with --follow: it stands by for a studio. */
  readonly follower: boolean;
  /** It feeds the air: a studio always, a standby once it took over. */
  onAir(): boolean;
  /** Its sound card plays silence (a standby not on air whose card is set to stay muted). */
  airMuted(): boolean;
  set(onAir: boolean): void;
  /** `change` with the new onAir, after it changed. */
  events: EventEmitter<{ change: [boolean] }>;
}

export function createStandbyAir(config: Pick<StationConfig, 'follow' | 'takeover'>): StandbyAir {
  const follower = Boolean(config.follow);
  const events = new EventEmitter<{ change: [boolean] }>();
  let onAir = !follower;
  return {
    follower,
    onAir: () => onAir,
    airMuted: () => !onAir && (config.takeover?.standbyAir ?? 'muted') === 'muted',
    set(next) {
      if (next === onAir) return;
      onAir = next;
      events.emit('change', next);
    },
    events,
  };
}
