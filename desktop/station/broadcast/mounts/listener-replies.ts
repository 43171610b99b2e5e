import {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
  STATUS_CODES,
  validateHeaderName,
  validateHeaderValue,
} from 'node:http';
import type { Socket } from 'node:net';
import type { ListenerReply, ListenerRequest } from './listener-reply';
import { type Clock, dateOf } from '../../core/clock';

const NO_BYTES = Buffer.alloc(0);

/** What a mount reads of a request Node's parser read (on the server, or for the stream door). */
export function listenerRequestOf(req: { method?: string; headers: IncomingHttpHeaders }): ListenerRequest {
  return {
    method: req.method === 'HEAD' ? 'HEAD' : 'GET',
    userAgent: req.headers['user-agent'],
    icyMetadata: headerText(req.headers['icy-metadata']),
  };
}

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value);

/** A mount's answer through Node's response; the audio then goes to its socket. */
export function responseReply(req: IncomingMessage, res: ServerResponse): ListenerReply {
  return {
    socket: res.socket,
    head(status, headers) {
      res.removeHeader('Transfer-Encoding');
      res.writeHead(status, headers);
      // Not flushHeaders(): it sends the head as a UTF-8 string, so the icy-name bytes (already UTF-8 held in a
      // latin1 string) went out encoded twice on GET ("RÃ dio"), while HEAD's end() sent them as latin1.
      if (req.method !== 'HEAD') res.write(NO_BYTES);
    },
    end: () => res.end(),
    onClose: (closed) => res.on('close', closed),
  };
}

/**
 * A mount's answer on the bare socket, byte for byte what Node's response sends for it (status line, the mount's
 * headers in order, then Date): no request, response or parser object stays with a listener for hours.
 */
export function socketReply(socket: Socket, clock: Clock): ListenerReply {
  return {
    socket,
    head(status, headers) {
      let head = `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n`;
      for (const [name, value] of Object.entries(headers)) {
        // Node's own checks, as writeHead makes them: a value with a line break throws before a byte is written.
        validateHeaderName(name);
        validateHeaderValue(name, value);
        head += `${name}: ${value}\r\n`;
      }
      socket.write(`${head}Date: ${dateOf(clock).toUTCString()}\r\n\r\n`, 'latin1');
    },
    // As Node ends a `Connection: close` response: what is queued goes out, then the socket closes.
    end: () => void socket.end(() => socket.destroy()),
    onClose: (closed) => socket.once('close', closed),
  };
}
