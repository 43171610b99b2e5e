import { STREAM_OUTPUT_NAME } from '../../../../../shared/station/audio-format';
import type { Logger } from '../../../core/log';
import { AUDIO_ONLY_FLV_HEADER } from './flv-output';
import type { NmsContext, NmsSession } from './nms';
import { judgePublish, maskKey, PUBLISH_REFUSALS } from './publish-rules';
import { limitRtmpParser } from './rtmp-limits';
import type { RtmpGuard } from './rtmp-guard';

export interface PublishGateOptions {
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
}

/** A refused publisher that does not close its side is closed after this (its status has long been sent). */
const CLOSE_GRACE_MS = 2_000;
const REJECTED = (description: string) => ({ code: 'NetStream.Publish.Rejected', description });

/** Tells an RTMP publisher why (an onStatus error it shows), then closes: gently, so the status gets there. */
function closeWith(session: NmsSession, status: { code: string; description: string }) {
  const { rtmp, socket } = session;
  if (rtmp && socket?.end) {
    rtmp.sendStatusMessage(rtmp.streamId, 'error', status.code, status.description);
    socket.end();
    setTimeout(() => socket.destroy(), CLOSE_GRACE_MS).unref();
  } else if (session.req?.socket?.destroy) session.req.socket.destroy();
  // An HTTP publisher's close() only ends the response: its body would keep feeding the path.
  else session.close();
}

/**
 * Who may publish on the media server, and who does: the key and admission rules (publish-rules.ts) applied to
 * every publish, the one live publisher, and our own output's sessions (`internal`, recognised by identity, so no
 * secret travels anywhere).
 */
export function createPublishGate(options: PublishGateOptions, deps: { context: NmsContext; guard: RtmpGuard }) {
  const { log } = options;
  const internal = new WeakSet<object>();
  // node-media-server hands every media message of an RTMP connection to the broadcast of the path it
  // named, whether it publishes there, only plays, or was refused: a player of the station output could
  // push its own audio to every listener. Only a publisher we accepted may feed a broadcast.
  const accepted = new WeakSet<object>();
  const refused = new Set<string>();
  let publisher: NmsSession | null = null;

  function refuse(session: NmsSession, reason: string, status: { code: string; description: string }) {
    refused.add(session.id);
    // A refused name may be an old key or a typo of the real one: never log it.
    log.warn('publish refused', {
      reason,
      ip: session.ip,
      app: session.streamApp,
      name: session.streamName === STREAM_OUTPUT_NAME ? STREAM_OUTPUT_NAME : '(hidden)',
    });
    closeWith(session, status);
  }

  return {
    internal,
    /** For the RTMP listener's 'connection' event: limits the new connection and holds back what it may not feed. */
    onConnection(socket: object) {
      // Runs after the library's own listener, which has just registered the connection's session.
      for (const session of deps.context.sessions.values()) {
        const rtmp = session.rtmp;
        if (session.socket !== socket || !rtmp) continue;
        const forward = rtmp.onPacketCallback;
        rtmp.onPacketCallback = (packet) => {
          if (accepted.has(session)) forward(packet);
        };
        limitRtmpParser(rtmp, {
          publishing: () => accepted.has(session),
          close(reason) {
            log.warn('RTMP connection closed', {
              ip: session.ip,
              reason: maskKey(reason, options.settings().streamKey),
            });
            session.socket?.destroy();
          },
        });
      }
    },
    handlers: {
      prePublish(session: NmsSession) {
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
        // Our output is audio only: say so, or players (mpegts.js, ffmpeg) wait for a video track forever.
        if (verdict === 'internal') session.broadcast.flvHeader = AUDIO_ONLY_FLV_HEADER;
        else if (verdict === 'accept') accepted.add(session);
        else if (verdict === 'not-admitted')
          refuse(session, `not-admitted: ${admission?.reason ?? ''}`, REJECTED(admission?.reason ?? ''));
        else refuse(session, verdict, PUBLISH_REFUSALS[verdict]);
      },
      postPublish(session: NmsSession) {
        if (refused.has(session.id) || internal.has(session)) return;
        if (session.socket) deps.guard.publishing(session.socket);
        publisher = session;
        log.info('live publisher connected', { ip: session.ip });
        options.onPublish(session);
      },
      donePublish(session: NmsSession) {
        refused.delete(session.id);
        if (publisher?.id !== session.id) return;
        publisher = null;
        log.info('live publisher disconnected', { ip: session.ip });
        options.onUnpublish(session);
      },
    },
    publisher: () => publisher,
    /** The live arbiter refused the publisher that just started: it is told why, then dropped. */
    refusePublisher(reason: string) {
      const refusedPublisher = publisher;
      if (!refusedPublisher) return;
      publisher = null;
      refused.add(refusedPublisher.id);
      closeWith(refusedPublisher, REJECTED(reason));
    },
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
    /** The media server stopped: nobody publishes. */
    stopped() {
      publisher = null;
    },
  };
}
