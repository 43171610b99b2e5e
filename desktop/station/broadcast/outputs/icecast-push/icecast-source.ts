import http from 'node:http';
import type { Logger } from '../../../core/log';
import type { PushConfig } from '../../../repos/broadcast/stream-outputs';
import { latin1 } from '../../mounts/icy';
import { FORMATS } from '../encoding/formats';
import { iceHeaders, type StationIdentity } from './ice-headers';

/** How long Icecast may take to answer the source request or a title update. */
export const RESPONSE_TIMEOUT_MS = 10_000;

/** The Basic credentials of the mount's source: they go into Authorization headers only, never a log line. */
export const sourceAuth = (config: PushConfig) =>
  `Basic ${Buffer.from(`${config.username}:${config.password}`, 'utf8').toString('base64')}`;

/** The host to connect to: an IPv6 address without the brackets its URL form has. */
export const connectHost = (config: PushConfig) => config.host.replace(/^\[|\]$/g, '');

/** The Spanish reason the admin reads for Icecast's refusal of the source. */
export function explainRefusal(status: number): string {
  if (status === 401) return 'Icecast rechazó el usuario o la contraseña (401).';
  if (status === 403)
    return 'Icecast rechazó la fuente: el punto de montaje está ocupado o no se permiten más fuentes (403).';
  if (status === 404) return 'Icecast no encontró ese punto de montaje (404).';
  return `Icecast respondió ${status}.`;
}

/** The source client's PUT request head, ice-* headers included. */
export function sourceRequestHead(config: PushConfig, auth: string, station: StationIdentity): Buffer {
  const spec = FORMATS[config.format];
  const head = [
    `PUT ${config.mount} HTTP/1.1`,
    `Host: ${config.host.includes(':') ? config.host : `${config.host}:${config.port}`}`,
    `Authorization: ${auth}`,
    'User-Agent: Emisora',
    `Content-Type: ${spec.contentType}`,
    ...Object.entries(iceHeaders(station, config)).map(([k, v]) => `${k}: ${v}`),
    '',
    '',
  ].join('\r\n');
  // Icecast 2.4 decodes an MP3 or AAC source's headers in its mount's charset (ISO-8859-1 unless configured)
  // and an Ogg source's as UTF-8: send each the bytes it will decode right.
  return spec.icy && config.headerCharset === 'ISO-8859-1' ? latin1(head) : Buffer.from(head, 'utf8');
}

/** Reads Icecast's answer to the source request from socket data; calls `onStatus` once, with the final status. */
export function sourceResponseReader(onStatus: (code: number) => void): (chunk: Buffer) => void {
  let response = '';
  return (chunk) => {
    response += chunk.toString('latin1');
    // Icecast may answer 100 Continue first, then 200 OK.
    for (;;) {
      const end = response.indexOf('\r\n\r\n');
      if (end < 0) return;
      const code = Number(/^HTTP\/1\.[01] (\d{3})/.exec(response)?.[1] ?? 0);
      response = response.slice(end + 4);
      if (code === 100) continue;
      return onStatus(code);
    }
  };
}

/** Icecast's metadata admin call, authenticated as the mount's source; failures are only logged. */
export function updateIcecastTitle(config: PushConfig, auth: string, title: string, log: Logger) {
  const where = { host: config.host, port: config.port, mount: config.mount };
  const query = new URLSearchParams({ mount: config.mount, mode: 'updinfo', song: title, charset: 'UTF-8' });
  const req = http.get(
    {
      host: connectHost(config),
      port: config.port,
      path: `/admin/metadata?${query}`,
      headers: { Authorization: auth, 'User-Agent': 'Emisora' },
      timeout: RESPONSE_TIMEOUT_MS,
    },
    (res) => {
      res.resume();
      if (res.statusCode !== 200) log.warn('Icecast refused the title update', { ...where, status: res.statusCode });
    },
  );
  req.on('timeout', () => req.destroy(new Error('timeout')));
  req.on('error', (error) => log.warn('title update failed', { ...where, error: error.message }));
}
