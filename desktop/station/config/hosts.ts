/**
 * Host names as the station writes them into what it sends out (playlists, player page, icy-url): its own
 * addresses (the public URL, its listening or LAN address), never the Host a client typed.
 */

import { isIPv6 } from 'node:net';
import { networkInterfaces } from 'node:os';

/** host:port the station listens on, as a client on this machine reaches it (0.0.0.0 and :: become loopback). */
function listenAuthority({ host, port }: { host: string; port: number }): string {
  const listening = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : isIPv6(host) ? `[${host}]` : host;
  return `${listening}:${port}`;
}

type Interfaces = ReturnType<typeof networkInterfaces>;

/**
 * The station's own address for everything it hands to clients that keep it (icy-url, playlists, feeds and their
 * guids, directory descriptions): the configured public URL, else the address it listens on, where "every
 * interface" means this machine's first LAN address. Never the Host a client typed: a directory, a relay or a
 * podcast app would store a different station for every address it was reached by.
 */
export function stationOrigin(
  config: { publicUrl?: string | undefined; host: string; port: number },
  interfaces: () => Interfaces = networkInterfaces,
): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  if (config.host !== '0.0.0.0' && config.host !== '::') return `http://${listenAuthority(config)}`;
  const lan = Object.values(interfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal);
  return `http://${lan?.address ?? '127.0.0.1'}:${config.port}`;
}
