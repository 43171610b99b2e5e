import type { StationContext } from '../context';
import type { Logger } from '../log';
import type { AirSettings } from './air-settings';
import { liveCredentialsOf } from '../auth/live-credentials';
import { admit } from './live-admission';
import { createLiveIngest } from './live-ingest';
import { nmsFeed } from './live-source';
import type { StationOutputs } from './outputs/station-outputs';
import type { Playout } from './playout';

/**
 * The live input wired to the air: a publisher goes to playout, FLV players count as listeners beside the mounts'.
 */
export function wireLiveIngest(deps: {
  ctx: Pick<StationContext, 'config' | 'listenerStats' | 'repos'>;
  log: Logger;
  settings: Pick<AirSettings, 'streaming'>;
  playout: Pick<Playout, 'startLive' | 'endLive'>;
  outputs: Pick<StationOutputs, 'listeners' | 'flvPlayers'>;
  onListeners(): void;
}) {
  const { ctx, playout, outputs } = deps;
  let flvPlayers = 0;
  const ingest = createLiveIngest(
    {
      host: ctx.config.host,
      rtmpPort: ctx.config.rtmpPort,
      flvPort: ctx.config.flvPort,
      dataDir: ctx.config.dataDir,
      settings: deps.settings.streaming,
      userByStreamKey: (name) => liveCredentialsOf(ctx).userByStreamKey(name)?.id ?? null,
      admit: (userId) => admit({ userId, via: 'rtmp', at: Date.now() }),
      onPublish: (session) => void playout.startLive(nmsFeed(session)),
      onUnpublish: () => playout.endLive('publisher disconnected'),
      onFlvSession: (info) => ctx.listenerStats.start('flv', info),
      onFlvPlayers(count) {
        flvPlayers = count;
        outputs.flvPlayers(count);
        deps.onListeners();
      },
    },
    deps.log,
  );
  return {
    ingest,
    /** Everyone listening: the mounts' clients and the FLV players. */
    listeners: () => {
      const byMount = outputs.listeners();
      return byMount.mp3 + byMount.aac + byMount.opus + flvPlayers;
    },
  };
}
