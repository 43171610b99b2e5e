import { createRequire } from 'node:module';
import type {
  NmsAmf,
  NmsBroadcastServer,
  NmsConstructor,
  NmsContext,
  NmsFlvParser,
  NmsLogger,
  NmsSession,
} from './nms';
import { assertLimitableRtmp } from './rtmp-limits';

// Not named `require`: electron-vite injects its own top-level `require` shim into ESM chunks.
const requireCjs = createRequire(import.meta.url);

/**
 * node-media-server and the internals of it the ingest reaches into (nms.ts types them). Its logger is routed
 * first: it starts at debug and prints stream paths (which contain the key), so only errors reach `logError`.
 */
export function loadNms(logError: (message: string) => void) {
  const nmsLogger = requireCjs('node-media-server/src/core/logger.js') as NmsLogger;
  nmsLogger.log = (message: string, level = 'info') => {
    if (level === 'error') logError(message);
  };
  const context = requireCjs('node-media-server/src/core/context.js') as NmsContext;
  const NodeMediaServer = requireCjs('node-media-server') as NmsConstructor;
  const BaseSession = requireCjs('node-media-server/src/session/base_session.js') as new () => NmsSession;
  const BroadcastServer = requireCjs('node-media-server/src/server/broadcast_server.js') as new (
    streamPath: string,
  ) => NmsBroadcastServer;
  const Flv = requireCjs('node-media-server/src/protocol/flv.js') as new () => NmsFlvParser;
  const amf = requireCjs('node-media-server/src/protocol/amf.js') as NmsAmf;
  assertLimitableRtmp(requireCjs('node-media-server/src/protocol/rtmp.js') as { prototype: object });
  return { context, NodeMediaServer, BaseSession, BroadcastServer, Flv, amf };
}
export type NmsModules = ReturnType<typeof loadNms>;
