import type { LookupFunction } from 'node:net';
import { AbortError } from 'p-retry';
import { resolveTarget } from '../health/webhook';
import type { AddressPolicy } from '../uploads/address-policy';

const REQUEST_TIMEOUT_MS = 10_000;
const MAX_ANSWER_BYTES = 64 * 1024;

/** One HTTP request to a target, as its API wants it. */
export interface OutboundRequest {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
}

/** A refusal retrying cannot mend (the address policy, a wrong token): the queue gives up at once. */
export class PermanentFailure extends AbortError {}

const REFUSED = {
  not_url: 'la dirección no es una URL',
  not_http: 'la dirección debe ser http o https',
  not_allowed: 'la dirección lleva a una red privada o local',
} as const;

/**
 * Sends `request` if every address its host resolves to passes `policy`, connecting to the checked address (never a
 * second lookup's answer), as the alert webhook does. Resolves on a 2xx; a 4xx other than 408/429 is permanent.
 * Messages never carry the URL: a Telegram bot token and a webhook's token live in it.
 */
export async function sendOutbound(
  request: OutboundRequest,
  policy: AddressPolicy,
  signal: AbortSignal,
): Promise<void> {
  const resolved = await resolveTarget(request.url, policy).catch(() => ({ refused: 'unresolved' as const }));
  if ('refused' in resolved) {
    if (resolved.refused === 'unresolved') throw new Error('no se pudo resolver el nombre del servidor');
    throw new PermanentFailure(REFUSED[resolved.refused]);
  }
  const { url, client, addresses } = resolved;
  const pinned: LookupFunction = (_name, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  };
  const payload = request.json === undefined ? undefined : Buffer.from(JSON.stringify(request.json));
  const headers: Record<string, string | number> = { 'User-Agent': 'Emisora', ...request.headers };
  if (payload) Object.assign(headers, { 'Content-Type': 'application/json', 'Content-Length': payload.length });
  await new Promise<void>((resolve, reject) => {
    const outgoing = client.request(
      url,
      { method: request.method, agent: false, lookup: pinned, signal, timeout: REQUEST_TIMEOUT_MS, headers },
      (response) => {
        const status = response.statusCode ?? 0;
        let size = 0;
        // The answer is not needed; a receiver that streams without end is cut off.
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) response.destroy();
        });
        response.on('error', () => {});
        if (status >= 200 && status < 300) return response.on('end', () => resolve()).on('close', () => resolve());
        response.resume();
        const message = `el servidor respondió ${status}`;
        reject(
          status >= 400 && status < 500 && status !== 408 && status !== 429
            ? new PermanentFailure(message)
            : new Error(message),
        );
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('el servidor no respondió a tiempo')));
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code ? new Error(`sin conexión con el servidor (${error.code})`) : error),
    );
    outgoing.end(payload);
  });
}
