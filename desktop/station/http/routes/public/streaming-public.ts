import { Router } from 'express';
import type { AdminStreamingStatus, PublicStreamingStatus } from '../../../../../shared/schemas/broadcast/streaming';
import type { StationContext } from '../../../core/context';
import { stationTimeZone } from '../../../../../shared/station/station-time';
import { handle } from '../../route-helpers/handle';

/** GET /api/streaming/status: public fields for everyone; key and settings only for an admin session. */
export function streamingStatusRoutes({
  broadcast,
  repos,
  config,
}: Pick<StationContext, 'broadcast' | 'config' | 'repos'>): Router {
  const router = Router();
  handle(router, 'streaming.status', ({ res }) => {
    const s = broadcast.status();
    const base: PublicStreamingStatus = {
      serverRunning: s.serverRunning,
      listeners: s.listeners,
      isLive: s.isLive,
      rtmpPort: s.rtmpPort,
      httpPort: s.httpPort,
    };
    res.set('Cache-Control', 'no-store');
    if (!res.locals.user?.isAdmin) return res.json(base);
    const settings = repos.settings.streaming();
    const admin: AdminStreamingStatus = {
      ...base,
      isEnabled: settings.isEnabled,
      streamKey: settings.streamKey,
      status: s.liveStatus,
      crossfadeSeconds: settings.crossfadeSeconds,
      loudnessTargetLufs: settings.loudnessTargetLufs,
      emptyLibrary: s.emptyLibrary,
      ...repos.settings.programming(),
      liveMissing: s.liveMissing,
      timezone: stationTimeZone(config),
      listenerCountMinimum: settings.listenerCountMinimum,
    };
    res.json(admin);
  });
  return router;
}
