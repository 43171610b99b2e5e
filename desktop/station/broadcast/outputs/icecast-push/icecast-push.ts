import net from 'node:net';
import type { PushState } from '../../../../../shared/schemas/broadcast/outputs';
import type { Logger } from '../../../core/log';
import type { PushConfig } from '../../../repos/broadcast/stream-outputs';
import type { EncodedSink } from '../encoding/encoded';
import type { EncoderPool } from '../encoding/encoder-pool';
import { FORMATS } from '../encoding/formats';
import type { StationIdentity } from './ice-headers';
import {
  connectHost,
  explainRefusal,
  RESPONSE_TIMEOUT_MS,
  sourceAuth,
  sourceRequestHead,
  sourceResponseReader,
  updateIcecastTitle,
} from './icecast-source';
import { type Clock, isoNow } from '../../../core/clock';

// A server that stops reading this far behind is as good as gone: reconnect rather than buffer.
const MAX_BACKLOG_BYTES = 512 * 1024;
const STABLE_MS = 30_000;

/** Reconnect delays: 1 s, 2 s, 4 s … up to a minute, so a server that is down is not hammered. */
export const pushBackoffMs = (attempt: number) => Math.min(1_000 * 2 ** attempt, 60_000);

export interface PushStatus {
  state: PushState;
  lastError: string | null;
  bytesSent: number;
  connectedSince: string | null;
}

/**
 * The station as an Icecast 2.4 source client: HTTP PUT with Basic auth and the ice-* headers, then the encoded
 * stream; titles by the metadata admin call (MP3, AAC) or in-band (Ogg chains), reconnecting with backoff.
 * The password only ever goes into the Authorization header: never into a log line or an error.
 */
export function createIcecastPush(
  config: PushConfig,
  deps: { pool: EncoderPool; log: Logger; station: () => StationIdentity; title: () => string; clock: Clock },
) {
  const log = deps.log.child(`push:${config.id}`);
  const where = { host: config.host, port: config.port, mount: config.mount };
  const auth = sourceAuth(config);
  const status: PushStatus = { state: 'stopped', lastError: null, bytesSent: 0, connectedSince: null };
  let socket: net.Socket | null = null;
  let unsubscribe: (() => void) | null = null;
  let timer: NodeJS.Timeout | undefined;
  let attempt = 0;
  let running = false;

  function fail(message: string) {
    if (!running) return;
    unsubscribe?.();
    unsubscribe = null;
    socket?.destroy();
    socket = null;
    const wasConnected = status.connectedSince !== null;
    if (wasConnected && deps.clock.now() - Date.parse(status.connectedSince!) > STABLE_MS) attempt = 0;
    status.state = 'error';
    status.lastError = message;
    status.connectedSince = null;
    const delay = pushBackoffMs(attempt++);
    log.warn('push to Icecast failed; retrying', { ...where, error: message, inMs: delay });
    timer = setTimeout(connect, delay);
  }

  function connect() {
    if (!running) return;
    status.state = 'connecting';
    const bytes = sourceRequestHead(config, auth, deps.station());
    const s = net.connect({ host: connectHost(config), port: config.port });
    socket = s;
    s.setNoDelay(true);
    s.setTimeout(RESPONSE_TIMEOUT_MS, () => fail('Icecast no respondió a tiempo.'));
    s.once('connect', () => s.write(bytes));
    s.on('error', (error) => {
      if (socket === s) fail(`No se pudo conectar: ${(error as NodeJS.ErrnoException).code ?? error.message}`);
    });
    s.on('close', () => {
      if (socket === s) fail('Icecast cerró la conexión.');
    });
    const onResponse = sourceResponseReader((code) => {
      s.off('data', onResponse);
      if (code !== 200) return fail(explainRefusal(code));
      return connected(s);
    });
    s.on('data', onResponse);
  }

  function connected(s: net.Socket) {
    s.setTimeout(0);
    status.state = 'connected';
    status.lastError = null;
    status.connectedSince = isoNow(deps.clock);
    log.info('pushing to Icecast', { ...where, format: config.format, bitrateKbps: config.bitrateKbps });
    const write = (data: Buffer) => {
      if (socket !== s || s.destroyed) return;
      if (s.writableLength > MAX_BACKLOG_BYTES) return fail('Icecast no lee el flujo a tiempo.');
      s.write(data);
      status.bytesSent += data.length;
    };
    const sink: EncodedSink = { headers: write, data: write };
    unsubscribe = deps.pool.subscribe({ format: config.format, bitrateKbps: config.bitrateKbps }, sink);
    setTitle(deps.title());
  }

  /** Icecast's metadata admin call, authenticated as this mount's source (Ogg titles travel in the stream). */
  function setTitle(title: string) {
    if (status.state !== 'connected' || !FORMATS[config.format].icy) return;
    updateIcecastTitle(config, auth, title, log);
  }

  return {
    id: config.id,
    config,
    start() {
      if (running) return;
      running = true;
      attempt = 0;
      connect();
    },
    setTitle,
    status: (): PushStatus => ({ ...status }),
    stop() {
      running = false;
      clearTimeout(timer);
      unsubscribe?.();
      unsubscribe = null;
      socket?.destroy();
      socket = null;
      status.state = 'stopped';
      status.connectedSince = null;
    },
  };
}
export type IcecastPush = ReturnType<typeof createIcecastPush>;
