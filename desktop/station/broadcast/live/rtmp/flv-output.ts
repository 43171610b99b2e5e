import { STREAM_APP, STREAM_OUTPUT_NAME } from '../../../../../shared/station/audio-format';
import type { Logger } from '../../../core/log';
import { createFlvTitler } from './flv-title';
import type { NmsPacket } from './nms';
import type { NmsModules } from './nms-modules';

/** Where our own encoder's FLV goes: straight into node-media-server, as the output's publisher. */
export interface FlvOutput {
  write(chunk: Buffer): void;
  /** What is on air: sent to FLV players as a new onMetaData with this title. */
  setTitle(title: string): void;
  close(): void;
}

/** An FLV file header announcing audio only (flags 0x04). */
export const AUDIO_ONLY_FLV_HEADER = Buffer.from([
  0x46, 0x4c, 0x56, 0x01, 0x04, 0x00, 0x00, 0x00, 0x09, 0x00, 0x00, 0x00, 0x00,
]);

/**
 * Publishes our encoder's FLV (its stdout) on the output path in-process, as node-media-server's own
 * FLV-over-HTTP publishers are parsed: no RTMP client, so no credential on a command line for `ps` to show.
 * One output per encoder process; closing it ends that publish (a restarted encoder opens a new one).
 * `internal` learns the session, so the publish rules know it for ours.
 */
export function openFlvOutput(
  nms: NmsModules,
  deps: { outputPath: string; internal: WeakSet<object>; log: Logger },
  initialTitle: string,
): FlvOutput {
  const { context } = nms;
  const { outputPath, log } = deps;
  const session = Object.assign(new nms.BaseSession(), {
    protocol: 'flv',
    streamApp: STREAM_APP,
    streamName: STREAM_OUTPUT_NAME,
    streamPath: outputPath,
    streamQuery: {},
  });
  deps.internal.add(session);
  const broadcast = context.broadcasts.get(outputPath) ?? new nms.BroadcastServer(outputPath);
  context.broadcasts.set(outputPath, broadcast);
  session.broadcast = broadcast;
  const parser = new nms.Flv();
  let published = false;
  let closed = false;
  // A refused outsider may hold the path for a moment until its socket closes. Until the publish goes
  // through, keep the stream's one-off packets (AAC configuration, metadata) to send first when it does.
  const held: NmsPacket[] = [];
  const titler = createFlvTitler(nms.amf, initialTitle);
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
