import path from 'node:path';
import { STREAM_APP, STREAM_OUTPUT_NAME } from '../../../../../shared/station/audio-format';
import { assertPortFree } from '../../../config/ports';
import { guardFlvServer } from './flv-guard';
import { type FlvOutput, openFlvOutput } from './flv-output';
import type { NmsSession } from './nms';
import { loadNms } from './nms-modules';
import { createOutputPlayers, type OutputPlayersOptions } from './output-players';
import { createPublishGate, type PublishGateOptions } from './publish-gate';
import { maskKey } from './publish-rules';
import { guardRtmpServer } from './rtmp-guard';

// node-media-server keeps its state in module globals: one running instance per process.
let instanceRunning = false;

export interface IngestOptions extends PublishGateOptions, OutputPlayersOptions {
  host: string;
  rtmpPort: number;
  flvPort: number;
  dataDir: string;
}

/** node-media-server in-process: RTMP ingest from OBS and HTTP-FLV output. One instance per process (its state is global). */
export async function startIngest(options: IngestOptions) {
  const { log } = options;
  if (instanceRunning) throw new Error('node-media-server is already running in this process');
  // It calls process.exit on EADDRINUSE: make sure both ports are free first.
  await assertPortFree(options.host, options.rtmpPort);
  await assertPortFree(options.host, options.flvPort);

  const nmsModules = loadNms((message) =>
    log.debug('node-media-server', { message: maskKey(message, options.settings().streamKey) }),
  );
  const { context } = nmsModules;
  const nms = new nmsModules.NodeMediaServer({
    bind: options.host,
    rtmp: { port: options.rtmpPort },
    http: { port: options.flvPort },
    webadmin: { enable: false },
    store: { path: path.join(options.dataDir, 'nms') },
  });

  const rtmpListener = nms.rtmpServer?.tcpServer;
  if (!rtmpListener)
    throw new Error('node-media-server changed: its RTMP listener was not found, so it cannot be guarded');
  const guard = guardRtmpServer(rtmpListener);
  const outputPath = `/${STREAM_APP}/${STREAM_OUTPUT_NAME}`;
  const flvListener = nms.httpServer?.httpServer;
  if (!flvListener)
    throw new Error('node-media-server changed: its HTTP-FLV listener was not found, so it cannot be guarded');
  guardFlvServer(flvListener, `${outputPath}.flv`);
  const gate = createPublishGate(options, { context, guard });
  const players = createOutputPlayers(options, { outputPath, guard });
  const onConnection = (socket: object) => gate.onConnection(socket);
  rtmpListener.on('connection', onConnection);

  const handlers: Record<string, (session: NmsSession) => void> = { ...gate.handlers, ...players.handlers };
  for (const [event, handler] of Object.entries(handlers)) nms.on(event, handler);
  instanceRunning = true;
  await nms.run();

  return {
    openOutput: (initialTitle: string): FlvOutput =>
      openFlvOutput(nmsModules, { outputPath, internal: gate.internal, log }, initialTitle),
    publisher: () => gate.publisher(),
    /** Drops the live publisher (key changed, streaming disabled, stalled). */
    dropPublisher: () => gate.dropPublisher(),
    /** Refuses the live publisher with a reason (the live arbiter said no). */
    refusePublisher: (reason: string) => gate.refusePublisher(reason),
    async stop() {
      guard.stop();
      rtmpListener.off('connection', onConnection);
      for (const [event, handler] of Object.entries(handlers)) context.eventEmitter.off(event, handler);
      // FLV players are not closed by node-media-server when it stops: end them so nothing hangs.
      for (const session of context.sessions.values()) session.close();
      await nms.stop();
      instanceRunning = false;
      gate.stopped();
      players.stopped();
    },
  };
}
export type Ingest = Awaited<ReturnType<typeof startIngest>>;
