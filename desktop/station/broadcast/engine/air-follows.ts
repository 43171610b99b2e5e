import type { StationContext } from '../../core/context';
import type { Programming } from '../../programming/planner/programming';
import type { Recorders } from '../../recording/recorders';
import type { AirSettings } from './air-settings';
import type { OnAirState } from './on-air-state';
import type { Playout } from '../playout/playout';
import type { StudioQueue } from '../studio/studio-queue';

interface AirFollowsDeps {
  events: StationContext['events'];
  settings: AirSettings;
  /** The engine is on air (between start and stop). */
  running(): boolean;
  programming: Pick<Programming, 'changed'>;
  playout: Pick<Playout, 'replan' | 'endLive'>;
  onAir: Pick<OnAirState, 'changed' | 'emitStatus'>;
  ingest: { dropPublisher(): boolean };
  recorders: Pick<Recorders, 'settingsChanged'>;
  analysis: { nudge(): void };
  studio: Pick<StudioQueue, 'requestsChanged'>;
  outputs: { pushes: { changed(): void }; air: { settingsChanged(): Promise<void> } };
}

/**
 * How a committed change reaches the air: whoever wrote it publishes it (events/change-publisher.ts), and the air
 * follows here and nowhere else: this is the station's only listener that re-plans. The planner's data needs no
 * telling (it notices the publisher's count move), so what is here is what the air does about a change.
 */
export function followStationChanges(deps: AirFollowsDeps) {
  const { settings, programming, playout, onAir } = deps;

  function programmingChanged() {
    programming.changed();
    if (!deps.running()) return;
    playout.replan();
    onAir.changed();
  }

  /** A settings write: re-read what the air uses and act on what moved. */
  function settingsChanged() {
    const moved = settings.reload();
    const streaming = settings.streaming();
    if ((moved.keyChanged || !streaming.isEnabled) && deps.ingest.dropPublisher())
      playout.endLive(moved.keyChanged ? 'publisher dropped' : 'streaming disabled');
    if (moved.programmingMoved) programmingChanged();
    deps.recorders.settingsChanged();
    void deps.outputs.air.settingsChanged();
    deps.analysis.nudge();
    onAir.emitStatus();
  }

  const subscriptions = [
    deps.events.programming.event(() => programmingChanged()),
    deps.events.settings.event(() => settingsChanged()),
    deps.events.outputs.event(() => deps.outputs.pushes.changed()),
    deps.events.library.event(() => deps.analysis.nudge()),
    deps.events.requests.event(() => deps.studio.requestsChanged()),
  ];

  return {
    programmingChanged,
    dispose() {
      for (const subscription of subscriptions) subscription.dispose();
    },
  };
}
