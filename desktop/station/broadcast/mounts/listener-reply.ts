import type { Socket } from 'node:net';

/** What a mount reads of a listener's request. */
export interface ListenerRequest {
  method: 'GET' | 'HEAD';
  /** An Icecast relay (`User-Agent: Icecast 2.4.4`) gets its titles in ISO-8859-1. */
  userAgent: string | undefined;
  /** `Icy-MetaData: 1` asks for titles in-band every icy-metaint bytes. */
  icyMetadata: string | undefined;
}

/**
 * How a mount answers on one connection: through Node's response (HEAD, and requests the stream door passes on to
 * Express) or on the bare socket (broadcast/mounts/stream-door.ts). Either way the audio then goes straight to the socket.
 */
export interface ListenerReply {
  socket: Socket | null;
  /** Sends the status line and the headers; header values are latin1 strings (UTF-8 bytes where they need it). */
  head(status: number, headers: Record<string, string>): void;
  /** Ends the response (HEAD, the station stopping). */
  end(): void;
  onClose(closed: () => void): void;
}
