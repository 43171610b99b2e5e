import type net from 'node:net';
import type { Logger } from '../../../core/log';
import { inputArgsFor, readUntil } from './source-head';
import type { SourceInput } from './source-input';

/** SHOUTcast v1's answer to a wrong password; an encoder shows it as such (BUTT: "invalid password"). */
const INVALID_PASSWORD = 'invalid password';

/**
 * A SHOUTcast v1 source (the source port + 1): its password line, then, once told `OK2`, icy-* headers and the MP3 or
 * AAC. The v1 protocol has one password field: Emisora's accounts put `user:password` in it (the station key alone
 * works too). The password and the live arbiter are asked before `OK2`: a wrong password gets `invalid password`
 * and a refused source its reason, then the connection closes, so an encoder never shows "connected" off air.
 */
export function shoutcastSource(sources: SourceInput, log: Logger) {
  return async (socket: net.Socket) => {
    socket.on('error', () => {});
    const passwordLine = await readUntil(socket, Buffer.alloc(0), /\r?\n/);
    if (!passwordLine) return;
    // The one field is typed by a person: UTF-8 more often than not.
    const password = Buffer.from(passwordLine.text, 'latin1').toString('utf8');
    const colon = password.indexOf(':');
    const user = colon < 0 ? 'source' : password.slice(0, colon);
    const secret = colon < 0 ? password : password.slice(colon + 1);
    const identity = await sources.login(socket, user, secret, () => socket.end(`${INVALID_PASSWORD}\r\n`));
    if (!identity) return;
    const connection = sources.open(socket, identity, null, (_status, reason) => socket.end(`${reason}\r\n`));
    if (!connection) return;
    socket.write('OK2\r\nicy-caps:11\r\n\r\n');
    const headers = await readUntil(socket, passwordLine.rest, /\r?\n\r?\n/);
    if (!headers) return;
    const contentType = /^content-type:\s*(.+)$/im.exec(headers.text)?.[1]?.trim();
    // v1 sources are MP3 unless they say otherwise (AAC+ ones send audio/aacp).
    const inputArgs = inputArgsFor(contentType ?? 'audio/mpeg');
    if (!inputArgs) return socket.destroy();
    log.debug('shoutcast source connected', { type: contentType ?? null });
    sources.begin(connection, inputArgs, headers.rest);
  };
}
