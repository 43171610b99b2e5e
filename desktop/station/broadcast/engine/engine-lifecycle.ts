import type { Logger } from '../../core/log';
import type { Recorders } from '../../recording/recorders';
import type { AirSettings } from './air-settings';
import type { LiveIngest } from '../live/rtmp/live-ingest';
import type { OnAirBooks } from './on-air-books';
import type { OnAirState } from './on-air-state';
import type { StationOutputs } from '../outputs/station-outputs';
import type { Playout } from '../playout/playout';
import type { Runner } from '../../ffmpeg/runner';

interface EngineParts {
  log: Logger;
  settings: Pick<AirSettings, 'reloadStreaming'>;
  runner: Pick<Runner, 'stopAll'>;
  ingest: Pick<LiveIngest, 'start' | 'stop' | 'running' | 'openOutput'>;
  outputs: Pick<StationOutputs, 'start' | 'stop'>;
  recorders: Pick<Recorders, 'start' | 'stop'>;
  books: Pick<OnAirBooks, 'safely' | 'reset'>;
  playout: Pick<Playout, 'start' | 'stop'>;
  analysis: { start(): void; stop(): void };
  desk: { stop(): void };
  onAir: Pick<OnAirState, 'reset' | 'emitStatus'>;
}

/** Runs start/stop one after another: they may be called from overlapping requests. */
function serialized() {
  let last: Promise<void> = Promise.resolve();
  return (work: () => Promise<void>) => {
    last = last.then(work, work);
    return last;
  };
}

/** Going on and off air: the parts in the order they depend on each other, never two transitions at once. */
export function createEngineLifecycle(parts: EngineParts) {
  const { log, ingest, outputs, recorders, playout, onAir } = parts;
  let running = false;

  async function start() {
    if (running) return;
    parts.settings.reloadStreaming();
    await ingest.start();
    outputs.start(ingest.openOutput());
    running = true;
    parts.books.safely('recorders', () => recorders.start());
    playout.start();
    parts.analysis.start();
    log.info('on air');
    onAir.emitStatus();
  }

  async function stop() {
    if (!running && !ingest.running()) return;
    running = false;
    parts.analysis.stop();
    await recorders.stop();
    parts.desk.stop();
    playout.stop();
    await outputs.stop();
    await ingest.stop();
    await parts.runner.stopAll();
    onAir.reset();
    parts.books.reset();
    log.info('off air');
    onAir.emitStatus();
  }

  const serial = serialized();
  return {
    running: () => running,
    start: () => serial(start),
    stop: () => serial(stop),
  };
}
