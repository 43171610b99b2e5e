import type { Duplex } from 'node:stream';

const TEXT = 'text/plain; charset=utf-8';
const REASONS: Record<number, string> = {
  200: 'OK',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
};

/** A source client that must log in (sent with 401): libshout's first try has no credentials and waits for it. */
export const AUTH_CHALLENGE = { 'WWW-Authenticate': 'Basic realm="Emisora"' };

/** Answers and closes: the body of a refused source is never read. */
export function answer(socket: Duplex, status: number, message: string, extra: Record<string, string> = {}) {
  const body = Buffer.from(`${message}\n`);
  const headers = { 'Content-Type': TEXT, 'Content-Length': String(body.length), Connection: 'close', ...extra };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  const head = `HTTP/1.0 ${status} ${REASONS[status] ?? 'Error'}\r\n${lines.join('')}\r\n`;
  socket.end(Buffer.concat([Buffer.from(head), body]));
}

/** Icecast 2.4's answer to a title update it took. */
export function answerMetadataOk(socket: Duplex) {
  const xml =
    '<?xml version="1.0"?>\n<iceresponse><message>Metadata update successful</message><return>1</return></iceresponse>';
  socket.end(
    `HTTP/1.0 200 OK\r\nContent-Type: text/xml\r\nContent-Length: ${xml.length}\r\nConnection: close\r\n\r\n${xml}`,
  );
}
