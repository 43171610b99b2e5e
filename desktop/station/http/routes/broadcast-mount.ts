import type { ApiMount } from '../app';
import { adminDirectoryRoutes } from './admin-directory';
import { adminRdsRoutes } from './admin-rds';
import { nowPlayingRoutes } from './now-playing';
import { queueRoutes } from './queue';
import { streamLinkRoutes } from './stream-links';
import { streamingControlRoutes } from './streaming-control';
import { airChainRoutes } from './air-chain';
import { offAirRoutes } from './off-air';
import { streamingOutputRoutes } from './streaming-outputs';
import { stationIdRoutes } from './station-id';
import { studioMicRoutes } from './studio-mic';

/** The broadcast's API: control (admin), stream links and now-playing (public). */
export const broadcastMount: ApiMount = (ctx, api) => {
  api.use('/streaming', streamingControlRoutes(ctx));
  api.use('/streaming', airChainRoutes(ctx));
  api.use('/streaming', offAirRoutes(ctx));
  api.use('/streaming', stationIdRoutes(ctx));
  api.use('/streaming', streamLinkRoutes(ctx));
  api.use('/streaming', streamingOutputRoutes(ctx));
  api.use(adminRdsRoutes(ctx));
  api.use(studioMicRoutes(ctx));
  api.use(adminDirectoryRoutes(ctx));
  api.use('/now-playing', nowPlayingRoutes(ctx));
  api.use('/queue', queueRoutes(ctx));
};
