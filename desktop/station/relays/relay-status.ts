import { z } from 'zod';
import { OutboundError, requestText } from '../health/webhook';
import type { RelayConfig } from '../repos/broadcast/relays';
import type { AddressPolicy } from '../uploads/address-policy';

/** What one read of a relay's /status-json.xsl says about the station's mount there. */
export interface RelayReading {
  listeners: number;
  peak: number;
  title: string | null;
  contentType: string | null;
  serverStartedAt: string | null;
  mountStartedAt: string | null;
}

/** The failure of a read, with the Spanish reason the admin sees. */
export class RelayReadError extends Error {}
/** The server answered and lists no such mount (nobody is pushing to it): a reading, not a failure to read. */
export class RelayMountMissing extends RelayReadError {}

const count = z.coerce.number().int().nonnegative().catch(0);
const text = z.union([z.string(), z.number()]).transform(String).nullable().optional().catch(null);
// Icecast 2.4 writes one source as an object and several as an array; only the fields read here are checked.
const sourceSchema = z.looseObject({
  listenurl: z.string(),
  listeners: count,
  listener_peak: count,
  title: text,
  server_type: text,
  stream_start_iso8601: text,
});
const statusSchema = z.object({
  icestats: z.looseObject({
    server_start_iso8601: text,
    source: z.union([sourceSchema, z.array(sourceSchema)]).optional(),
  }),
});

const pathOf = (listenUrl: string) => {
  try {
    return new URL(listenUrl).pathname;
  } catch {
    return null;
  }
};

const PRIVATE_ADDRESS = 'Su dirección lleva a una red privada o local: la emisora no la lee.';
// Icecast's status lists every mount with its metadata: a big server's page stays well under this.
const MAX_STATUS_BYTES = 1024 * 1024;

/** Why a read failed, in Spanish, from what requestText threw. */
function readFailure(error: unknown): RelayReadError {
  const cause = (error as { originalError?: unknown }).originalError ?? error;
  if (cause instanceof OutboundError && cause.refusal) return new RelayReadError(PRIVATE_ADDRESS);
  if (cause instanceof OutboundError && cause.status !== null)
    return new RelayReadError(`Su página de estado responde ${cause.status}.`);
  const timedOut = (cause as Error).name === 'TimeoutError' || /in time/.test((cause as Error).message);
  return new RelayReadError(timedOut ? 'No responde a tiempo.' : 'No se puede conectar con el servidor.');
}

/**
 * Reads the relay's public status page (with its admin credentials when it has them) and finds the mount. Only at
 * an address `policy` allows (the one of every outbound URL), connecting to the address it checked.
 */
export async function readRelayStatus(
  relay: RelayConfig,
  timeoutMs: number,
  policy: AddressPolicy,
): Promise<RelayReading> {
  const headers: Record<string, string> = { 'User-Agent': 'Emisora relay monitor' };
  if (relay.adminUser)
    headers.Authorization = `Basic ${Buffer.from(`${relay.adminUser}:${relay.adminPassword ?? ''}`).toString('base64')}`;
  let text: string;
  try {
    text = await requestText(`${relay.url}/status-json.xsl`, policy, {
      method: 'GET',
      headers,
      signal: AbortSignal.timeout(timeoutMs),
      timeoutMs,
      maxBytes: MAX_STATUS_BYTES,
    });
  } catch (error) {
    throw readFailure(error);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // Icecast 2.4 can write invalid JSON while a source is half set up: the next read decides.
    throw new RelayReadError('Su página de estado no es JSON válido.');
  }
  const parsed = statusSchema.safeParse(body);
  if (!parsed.success) throw new RelayReadError('Su página de estado no es la de un servidor Icecast.');
  const { source, server_start_iso8601 } = parsed.data.icestats;
  const sources = source === undefined ? [] : Array.isArray(source) ? source : [source];
  const mount = sources.find((s) => pathOf(s.listenurl) === relay.mount);
  if (!mount) throw new RelayMountMissing(`No tiene el punto de montaje ${relay.mount}.`);
  return {
    listeners: mount.listeners,
    peak: mount.listener_peak,
    title: mount.title ?? null,
    contentType: mount.server_type ?? null,
    serverStartedAt: server_start_iso8601 ?? null,
    mountStartedAt: mount.stream_start_iso8601 ?? null,
  };
}

/**
 * Whether a relay's title is the station's. Icecast 2.4 reads a pulled stream's in-band titles in its mount's
 * charset, ISO-8859-1 by default, and the mount sends an Icecast relay its titles in ISO-8859-1 (mount.ts); a relay
 * whose mount says <charset>UTF-8</charset>, or a push read the other way, spells "Túneles" as "TÃºneles": still
 * the station's title (the relay carries the station), only spelt as that relay's configuration spells it.
 */
export function sameTitle(relayTitle: string | null, stationTitle: string | null): boolean {
  if (relayTitle === null || stationTitle === null) return false;
  return relayTitle === stationTitle || relayTitle === Buffer.from(stationTitle, 'utf8').toString('latin1');
}
