import type { EventEmitter } from 'node:events';
import type http from 'node:http';
import type net from 'node:net';
import type { NmsRtmpParser } from './rtmp-limits';

/*
 * node-media-server 4.4 as the station uses it: it ships no types, so these are the parts of its sessions, servers
 * and internals that the ingest (ingest.ts, publish-gate.ts, output-players.ts, flv-output.ts), live-source.ts and
 * flv-title.ts touch.
 */

/** The parts of a node-media-server 4.4 session we use (it ships no types). */
export interface NmsSession {
  id: string;
  ip: string;
  protocol: string;
  streamApp: string;
  streamName: string;
  streamPath: string;
  streamQuery: Record<string, unknown>;
  broadcast: NmsBroadcast;
  /** RTMP sessions only. */
  socket?: { destroy(): void; end?(): void };
  /** RTMP sessions only: the protocol, which can send the publisher a status (onStatus) of ours. */
  rtmp?: {
    streamId: number;
    sendStatusMessage(streamId: number, level: string, code: string, description: string): void;
  };
  /** HTTP-FLV sessions only: the player's request (its User-Agent and address, for the audience statistics). */
  req?: {
    headers: Record<string, string | string[] | undefined>;
    socket?: { remoteAddress?: string; destroy?(): void };
  };
  close(): void;
}

/** node-media-server's per-path fan-out; a subscriber is anything with protocol 'flv' and sendBuffer. */
interface NmsBroadcast {
  publishGraceMs: number;
  /** Sent first to every FLV player; node-media-server always announces audio + video. */
  flvHeader: Buffer;
  subscribers: Map<string, unknown>;
  postPlay(session: NmsSubscriber): string | null;
}

export interface NmsSubscriber {
  id: string;
  ip: string;
  protocol: 'flv';
  streamPath: string;
  sendBuffer(buffer: Buffer): void;
  close(): void;
}

interface NmsInstance {
  on(event: string, handler: (session: NmsSession) => void): void;
  run(): Promise<void>;
  stop(): Promise<void>;
  /** Internal, but the one handle on its RTMP listener (see rtmp-guard.ts). */
  rtmpServer?: { tcpServer?: net.Server };
  /** Internal: its HTTP-FLV listener (see flv-guard.ts). */
  httpServer?: { httpServer?: http.Server };
}
export interface NmsBroadcastServer extends NmsBroadcast {
  postPublish(session: NmsSession): string | null;
  donePublish(session: NmsSession): void;
  broadcastMessage(packet: NmsPacket): void;
}
/** node-media-server's AVPacket; flags 0 is the AAC configuration, 5 the metadata. */
export interface NmsPacket {
  flags: number;
  size: number;
  codec_type: number;
  dts: number;
  pts: number;
  /** The parser's own buffer, reused for the next tag: copy it to keep a packet. */
  data: Buffer;
}
export interface NmsFlvParser {
  onPacketCallback(packet: NmsPacket): void;
  parserData(buffer: Buffer): string | null;
}
export interface NmsAmf {
  decodeAmf0Data(data: Buffer): { cmd: string; dataObj: Record<string, unknown> | null };
  encodeAmf0Data(data: { cmd: 'onMetaData'; dataObj: Record<string, unknown> }): Buffer;
}
export type NmsConstructor = new (config: Record<string, unknown>) => NmsInstance;
export interface NmsLogger {
  log(message: string, level?: string): void;
}
export interface NmsContext {
  eventEmitter: EventEmitter;
  /** RTMP sessions carry their socket and protocol parser. */
  sessions: Map<
    string,
    {
      protocol: string;
      streamPath: string;
      isPublisher: boolean;
      close(): void;
      ip: string;
      socket?: { destroy(): void };
      rtmp?: NmsRtmpParser & { onPacketCallback(packet: NmsPacket): void };
    }
  >;
  broadcasts: Map<string, NmsBroadcastServer>;
}
