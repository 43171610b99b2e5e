import { createRequire } from 'node:module';
import path from 'node:path';
import { STREAM_APP, STREAM_OUTPUT_NAME } from '../../../shared/audio-format';
import { assertPortFree } from '../config/ports';
import type { Logger } from '../log';
import { guardFlvServer } from './flv-guard';
import { createFlvTitler } from './flv-title';
import { guardRtmpServer } from './rtmp-guard';
import type {
  NmsAmf,
  NmsBroadcastServer,
  NmsConstructor,
  NmsContext,
  NmsFlvParser,
  NmsLogger,
  NmsPacket,
  NmsSession,
} from './nms';
import { judgePublish, maskKey } from './publish-rules';
import { assertLimitableRtmp, limitRtmpParser } from './rtmp-limits';

/** Where our own encoder's FLV goes: straight into node-media-server, as the output's publisher. */
export interface FlvOutput {
  write(chunk: Buffer): void;
  /** What is on air: sent to FLV players as a new onMetaData with this title. */
  setTitle(title: string): void;
  close(): void;
}

// Not named `require`: electron-vite injects its own top-level `require` shim into ESM chunks.
const requireCjs = createRequire(import.meta.url);
/** An FLV file header announcing audio only (flags 0x04). */
export const AUDIO_ONLY_FLV_HEADER = Buffer.from([
  0x46, 0x4c, 0x56, 0x01, 0x04, 0x00, 0x00, 0x00, 0x09, 0x00, 0x00, 0x00, 0x00,
]);
// node-media-server keeps its state in module globals: one running instance per process.
let instanceRunning = false;

export interface IngestOptions {
  host: string;
  rtmpPort: number;
  flvPort: number;
  dataDir: string;
  log: Logger;
  /** Current key and switch, read from the database on every publish. */
  settings(): { streamKey: string; isEnabled: boolean };
  /** The user whose own stream key `name` is, or null; absent: only the station key publishes. */
  userByStreamKey?(name: string): number | null;
  /** live-admission.ts for a key's owner (null: the station key). */
  admit?(userId: number | null): { ok: boolean; reason?: string };
  /** Whether a stream name is a presenter's own key (never logged either). */
  isPresenterKey?(name: string): boolean;
  onPublish(session: NmsSession): void;
  onUnpublish(session: NmsSession): void;
  onFlvPlayers(count: number): void;
  /** An HTTP-FLV player started listening; returns what to call when it stops (audience statistics). */
  onFlvSession?(info: { userAgent?: string; address?: string }): () => void;
}

/** node-media-server in-process: RTMP ingest from OBS and HTTP-FLV output. One instance per process (its state is global). */
export async function startIngest(options: IngestOptions) {
  const { log } = options;
  if (instanceRunning) throw new Error('node-media-server is already running in this process');
  // It calls process.exit on EADDRINUSE: make sure both ports are free first.
  await assertPortFree(options.host, options.rtmpPort);
  await assertPortFree(options.host, options.flvPort);

  // Its logger starts at debug and prints stream paths (which contain the key): route errors only, masked.
  const nmsLogger = requireCjs('node-media-server/src/core/logger.js') as NmsLogger;
  nmsLogger.log = (message: string, level = 'info') => {
    if (level === 'error') log.debug('node-media-server', { message: maskKey(message, options.settings().streamKey) });
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
  const nms = new NodeMediaServer({
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
  // Sessions of our own output publisher: recognised by identity, so no secret travels anywhere.
  const internal = new WeakSet<object>();
  // node-media-server hands every media message of an RTMP connection to the broadcast of the path it
  // named, whether it publishes there, only plays, or was refused: a player of the station output could
  // push its own audio to every listener. Only a publisher we accepted may feed a broadcast.
  const accepted = new WeakSet<object>();
  const onlyAcceptedFeed = (socket: object) => {
    // Runs after the library's own listener, which has just registered the connection's session.
    for (const session of context.sessions.values()) {
      const rtmp = session.rtmp;
      if (session.socket !== socket || !rtmp) continue;
      const forward = rtmp.onPacketCallback;
      rtmp.onPacketCallback = (packet) => {
        if (accepted.has(session)) forward(packet);
      };
      limitRtmpParser(rtmp, {
        publishing: () => accepted.has(session),
        close(reason) {
          log.warn('RTMP connection closed', { ip: session.ip, reason: maskKey(reason, options.settings().streamKey) });
          session.socket?.destroy();
        },
      });
    }
  };
  rtmpListener.on('connection', onlyAcceptedFeed);
  const refused = new Set<string>();
  let publisher: NmsSession | null = null;
  let flvPlayers = 0;
  const flvSessions = new Map<string, () => void>();

  const handlers: Record<string, (session: NmsSession) => void> = {
    prePublish(session) {
      // Its 30 s reconnect grace would keep a dropped publisher "live"; we detect the end ourselves.
      session.broadcast.publishGraceMs = 0;
      const settings = options.settings();
      const isStationKey = session.streamName === settings.streamKey;
      const owner = isStationKey ? null : (options.userByStreamKey?.(session.streamName) ?? null);
      const admission = isStationKey || owner !== null ? options.admit?.(owner) : undefined;
      const verdict = judgePublish({
        app: session.streamApp,
        name: session.streamName,
        internal: internal.has(session),
        streamKey: settings.streamKey,
        presenterKey: options.isPresenterKey?.(session.streamName) ?? false,
        isEnabled: settings.isEnabled,
        livePublisher: publisher !== null,
        userKey: owner !== null,
        admitted: admission?.ok,
      });
      if (verdict === 'internal') {
        // Our output is audio only: say so, or players (mpegts.js, ffmpeg) wait for a video track forever.
        session.broadcast.flvHeader = AUDIO_ONLY_FLV_HEADER;
        return;
      }
      if (verdict === 'accept') {
        accepted.add(session);
        return;
      }
      refused.add(session.id);
      // A refused name may be an old key or a typo of the real one: never log it.
      log.warn('publish refused', {
        reason: verdict === 'not-admitted' ? `not-admitted: ${admission?.reason ?? ''}` : verdict,
        ip: session.ip,
        app: session.streamApp,
        name: session.streamName === STREAM_OUTPUT_NAME ? STREAM_OUTPUT_NAME : '(hidden)',
      });
      // An HTTP publisher's close() only ends the response: its body would keep feeding the path.
      if (session.req?.socket?.destroy) session.req.socket.destroy();
      else session.close();
    },
    postPublish(session) {
      if (refused.has(session.id) || internal.has(session)) return;
      if (session.socket) guard.publishing(session.socket);
      publisher = session;
      log.info('live publisher connected', { ip: session.ip });
      options.onPublish(session);
    },
    donePublish(session) {
      refused.delete(session.id);
      if (publisher?.id !== session.id) return;
      publisher = null;
      log.info('live publisher disconnected', { ip: session.ip });
      options.onUnpublish(session);
    },
    prePlay(session) {
      if (session.streamPath === outputPath) return;
      // Only the station output has anything to hear; a "player" of any other path is someone holding a
      // slot (node-media-server lets anyone wait on any path for a publisher). It never leaves the deadline.
      log.warn('play refused', { ip: session.ip, protocol: session.protocol });
      if (session.socket) session.socket.destroy();
      else if (session.req?.socket?.destroy) session.req.socket.destroy();
      else session.close();
    },
    postPlay(session) {
      if (session.streamPath !== outputPath) return;
      if (session.socket) guard.playing(session.socket);
      if (session.protocol !== 'flv') return;
      // The FLV encoder sleeps until its first player: one that arrives before the output is published
      // must still be told the stream is audio only (this event fires before its header is sent).
      if (session.broadcast) session.broadcast.flvHeader = AUDIO_ONLY_FLV_HEADER;
      options.onFlvPlayers(++flvPlayers);
      const agent = session.req?.headers['user-agent'];
      const end = options.onFlvSession?.({
        userAgent: typeof agent === 'string' ? agent : undefined,
        address: session.req?.socket?.remoteAddress,
      });
      if (end) flvSessions.set(session.id, end);
    },
    donePlay(session) {
      if (session.protocol !== 'flv' || session.streamPath !== outputPath) return;
      flvPlayers = Math.max(0, flvPlayers - 1);
      options.onFlvPlayers(flvPlayers);
      flvSessions.get(session.id)?.();
      flvSessions.delete(session.id);
    },
  };
  for (const [event, handler] of Object.entries(handlers)) nms.on(event, handler);
  instanceRunning = true;
  await nms.run();

  /**
   * Publishes our encoder's FLV (its stdout) on the output path in-process, as node-media-server's own
   * FLV-over-HTTP publishers are parsed: no RTMP client, so no credential on a command line for `ps` to show.
   * One output per encoder process; closing it ends that publish (a restarted encoder opens a new one).
   */
  function openOutput(initialTitle: string): FlvOutput {
    const session = Object.assign(new BaseSession(), {
      protocol: 'flv',
      streamApp: STREAM_APP,
      streamName: STREAM_OUTPUT_NAME,
      streamPath: outputPath,
      streamQuery: {},
    });
    internal.add(session);
    const broadcast = context.broadcasts.get(outputPath) ?? new BroadcastServer(outputPath);
    context.broadcasts.set(outputPath, broadcast);
    session.broadcast = broadcast;
    const parser = new Flv();
    let published = false;
    let closed = false;
    // A refused outsider may hold the path for a moment until its socket closes. Until the publish goes
    // through, keep the stream's one-off packets (AAC configuration, metadata) to send first when it does.
    const held: NmsPacket[] = [];
    const titler = createFlvTitler(amf, initialTitle);
    parser.onPacketCallback = (incoming) => {
      const packet = titler.packet(incoming);
      if (published) broadcast.broadcastMessage(packet);
      else if (packet.flags === 0 || packet.flags === 5)
        held.push({ ...packet, data: Buffer.from(packet.data.subarray(0, packet.size)) });
    };
    return {
      write(chunk) {
        if (closed) return;
        if (!published && broadcast.postPublish(session) === null) {
          published = true;
          for (const packet of held.splice(0)) broadcast.broadcastMessage(packet);
        }
        const error = parser.parserData(chunk);
        if (error) {
          log.warn('encoder FLV unreadable', { error });
          closed = true;
          broadcast.donePublish(session);
        }
      },
      setTitle(next) {
        const packet = titler.retitle(next);
        if (packet && published && !closed) broadcast.broadcastMessage(packet);
      },
      close() {
        if (closed) return;
        closed = true;
        if (published) broadcast.donePublish(session);
      },
    };
  }

  return {
    openOutput,
    publisher: () => publisher,
    /** Drops the live publisher (key changed, streaming disabled, stalled). */
    dropPublisher() {
      const dropped = publisher;
      if (!dropped) return;
      publisher = null;
      // Destroy rather than end: a frozen peer never answers a FIN, and until the socket closes
      // node-media-server keeps the path "already published" and refuses the reconnect.
      if (dropped.socket) dropped.socket.destroy();
      else dropped.close();
    },
    async stop() {
      guard.stop();
      rtmpListener.off('connection', onlyAcceptedFeed);
      for (const [event, handler] of Object.entries(handlers)) context.eventEmitter.off(event, handler);
      // FLV players are not closed by node-media-server when it stops: end them so nothing hangs.
      for (const session of context.sessions.values()) session.close();
      await nms.stop();
      instanceRunning = false;
      publisher = null;
      flvPlayers = 0;
      for (const end of flvSessions.values()) end();
      flvSessions.clear();
    },
  };
}
export type Ingest = Awaited<ReturnType<typeof startIngest>>;
