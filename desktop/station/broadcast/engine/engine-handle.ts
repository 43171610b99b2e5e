import type { EventEmitter } from 'node:events';
import type { DeadAirDetector } from '../../health/dead-air';
import type { Recorders } from '../../recording/recorders';
import type { OnAirState } from './on-air-state';
import type { StationOutputs } from '../outputs/station-outputs';
import type { Playout } from '../playout/playout';
import type { OffAirFeed } from '../air-chain/offair-feed';
import type { RdsFeed } from '../rds/rds-feed';
import type { DabFeed } from '../dab/dab-feed';
import type { Runner } from '../../ffmpeg/runner';
import type { StudioDesk } from '../studio/studio-desk';
import type { StudioQueue } from '../studio/studio-queue';
import type { Broadcast, BroadcastDiagnostics, BroadcastEvents } from './broadcast';

interface EngineParts {
  events: EventEmitter<BroadcastEvents>;
  life: { running(): boolean; start(): Promise<void>; stop(): Promise<void> };
  follows: { dispose(): void };
  onAir: Pick<OnAirState, 'status' | 'nowPlaying'>;
  playout: Playout;
  desk: Pick<StudioDesk, 'playCart' | 'warm'>;
  deadAir: Pick<DeadAirDetector, 'lastAudioAt' | 'deadAirSeconds'>;
  recorders: Pick<Recorders, 'status'>;
  studio: StudioQueue;
  outputs: StationOutputs;
  runner: Pick<Runner, 'pids'>;
  rds: Pick<RdsFeed, 'state'>;
  dab: Pick<DabFeed, 'state' | 'settled'>;
  offAir: Pick<OffAirFeed, 'status'>;
}

function diagnostics({ runner, playout, outputs }: EngineParts): BroadcastDiagnostics {
  return {
    childPids: runner.pids(),
    underruns: playout.underruns(),
    ...playout.bus(),
    droppedListeners: outputs.dropped(),
    encoderRestarts: outputs.encoders().map((e) => ({ name: e.name, restarts: e.restarts, pid: e.pid })),
    encoders: outputs.encoders(),
  };
}

/** What the rest of the station may ask of the engine (types.ts), each question sent to the part that knows. */
export function broadcastHandle(parts: EngineParts): Broadcast {
  const { life, onAir, playout, desk, deadAir, studio, outputs } = parts;
  return {
    events: parts.events,
    status: onAir.status,
    nowPlaying: onAir.nowPlaying,
    start: life.start,
    stop: life.stop,
    skip: () => void playout.skip(),
    liveHeardBy: (userId) => playout.heardFeed()?.owner === userId,
    playCart: (trackId, mode) => (life.running() ? desk.playCart(trackId, mode) : 'not_running'),
    warmCart: (trackId) => void desk.warm(trackId),
    health: () => ({ lastAudioAt: deadAir.lastAudioAt(), deadAirSeconds: deadAir.deadAirSeconds() }),
    recording: { status: () => parts.recorders.status() },
    queue: studio.queue,
    log: studio.log,
    queueInsert: studio.insert,
    queueRemove: studio.remove,
    playBreak: studio.playBreak,
    handleMount: (request, reply, format = 'mp3') => outputs.handle(format, request, reply),
    handleHls: (req, res, name) => outputs.handleHls(req, res, name),
    pushStatus: (config) => outputs.pushes.status(config),
    airOutput: () => outputs.air.status(),
    airWindow: () => outputs.air.window,
    streamTitle: () => outputs.title(),
    rds: () => parts.rds.state(),
    dab: () => ({ ...parts.dab.state(), audio: outputs.dabAudio.status() }),
    dabSettled: () => parts.dab.settled(),
    offAir: () => parts.offAir.status(),
    diagnostics: () => diagnostics(parts),
    close: () => {
      parts.follows.dispose();
      return life.stop();
    },
  };
}
