/**
 * Host names as the station writes them into what it sends out (playlists, player page, icy-url): never trusted
 * as typed by a client unless they are a plain authority.
 */

import { isIPv6 } from 'node:net';

const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const HOST_AND_PORT = new RegExp(`^(?<hostname>\\[[0-9A-Fa-f:.]+\\]|${LABEL}(?:\\.${LABEL})*)(?::(?<port>\\d{1,5}))?$`);

/**
 * A Host header as an authority fit for the files players open: a host name (RFC 1123 labels) or an IP, and a
 * port 1-65535; else undefined. A host the URL parser would rewrite (0x7f.1 is 127.0.0.1) is refused too: the
 * link must point where the text says.
 */
export function validHost(header: string | undefined): string | undefined {
  const groups = header ? HOST_AND_PORT.exec(header)?.groups : undefined;
  if (!groups?.hostname) return undefined;
  const { hostname, port } = groups;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(`http://${hostname}`);
  } catch {
    return undefined;
  }
  if (parsed.hostname !== hostname.toLowerCase()) return undefined;
  return port === undefined ? parsed.hostname : `${parsed.hostname}:${port}`;
}

/** host:port the station listens on, as a client on this machine reaches it (0.0.0.0 and :: become loopback). */
export function listenAuthority({ host, port }: { host: string; port: number }): string {
  const listening = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : isIPv6(host) ? `[${host}]` : host;
  return `${listening}:${port}`;
}

/**
 * The station's site address for what players show (icy-url): the configured public URL, else the host the
 * listener used when it is a plain authority, else the listening address. Never a placeholder domain.
 */
export function siteUrl(
  config: { publicUrl?: string | undefined; host: string; port: number },
  hostHeader: string | undefined,
): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  return `http://${validHost(hostHeader) ?? listenAuthority(config)}`;
}
