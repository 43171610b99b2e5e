import type { ApiGroup } from '../route-helpers/api-group';
import { adminDirectoryRoutes } from './broadcast/admin-directory';
import { adminRdsRoutes } from './broadcast/admin-rds';
import { adminDabRoutes } from './broadcast/admin-dab';
import { nowPlayingRoutes } from './public/now-playing';
import { queueRoutes } from './broadcast/queue';
import { streamLinkRoutes } from './public/stream-links';
import { streamingControlRoutes } from './broadcast/streaming-control';
import { airChainRoutes } from './broadcast/air-chain';
import { offAirRoutes } from './off-air/off-air';
import { streamingOutputRoutes } from './broadcast/streaming-outputs';
import { stationIdRoutes } from './station-id/station-id';
import { studioMicRoutes } from './mic/studio-mic';

/** The broadcast's API: control (admin), stream links and now-playing (public). */
export const broadcastGroup: ApiGroup = (ctx, api) => {
  api.use(streamingControlRoutes(ctx));
  api.use(airChainRoutes(ctx));
  api.use(offAirRoutes(ctx));
  api.use(stationIdRoutes(ctx));
  api.use(streamLinkRoutes(ctx));
  api.use(streamingOutputRoutes(ctx));
  api.use(adminRdsRoutes(ctx));
  api.use(adminDabRoutes(ctx));
  api.use(studioMicRoutes(ctx));
  api.use(adminDirectoryRoutes(ctx));
  api.use(nowPlayingRoutes(ctx));
  api.use(queueRoutes(ctx));
};
