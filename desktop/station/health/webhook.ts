import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import pRetry, { AbortError } from 'p-retry';
import type { Alert } from '../../../shared/schemas/admin/health';
import type { Logger } from '../core/log';
import { type AddressPolicy, publicAddressesOnly } from '../uploads/address-policy';

const REQUEST_TIMEOUT_MS = 5_000;
const MAX_ANSWER_BYTES = 64 * 1024;

export interface WebhookOptions {
  log: Logger;
  /** The URL to POST to; '' or undefined: no webhook. Read at each alert, so a changed setting applies at once. */
  url(): string | undefined;
  /** Which addresses it may reach (the URL import's policy: the public internet plus what the operator allowed). */
  policy?: AddressPolicy;
  /** Aborted when the station stops: pending retries end with it. */
  signal: AbortSignal;
  /** Attempts after the first; waits 1 s, 2 s, 4 s … between them. */
  retries?: number;
  minTimeoutMs?: number;
}

export interface WebhookBody {
  event: 'alert.start' | 'alert.end';
  station: string;
  alert: Alert;
}

/**
 * Tells a monitoring tool (a chat bot, a pager) of each alert: POST JSON, retried with backoff in the background.
 * Never awaited by the caller: the broadcast does not wait for a slow or dead receiver. Deliveries go one at a
 * time in order. The address it resolves to
 * must pass the same policy as URL imports (no loopback or private network unless the operator allowed it), and the
 * connection goes to that checked address, never to a second lookup's answer.
 */
export function createWebhook(options: WebhookOptions) {
  const log = options.log;
  const pending = new Set<Promise<void>>();

  // One delivery at a time, in order: a receiver never hears of an alert's end before its start, even when the
  // start needed retries.
  let queue: Promise<void> = Promise.resolve();

  function deliver(url: string, body: WebhookBody): Promise<void> {
    return pRetry(() => postJson(url, body, options.policy ?? publicAddressesOnly, options.signal).then(() => {}), {
      retries: options.retries ?? 5,
      minTimeout: options.minTimeoutMs ?? 1_000,
      factor: 2,
      signal: options.signal,
      onFailedAttempt: ({ error, attemptNumber, retriesLeft }) =>
        log.warn('alert webhook failed', { attempt: attemptNumber, retriesLeft, error: error.message }),
    }).catch((error: Error) => {
      if (!options.signal.aborted) log.error('alert webhook gave up', { kind: body.alert.kind, error: error.message });
    });
  }

  function send(body: WebhookBody): Promise<void> | null {
    const url = options.url();
    if (!url) return null;
    const attempt = queue.then(() => (options.signal.aborted ? undefined : deliver(url, body)));
    queue = attempt;
    pending.add(attempt);
    void attempt.finally(() => pending.delete(attempt));
    return attempt;
  }

  return {
    send,
    /** Resolves when every delivery under way has succeeded or given up (tests, shutdown). */
    idle: () => Promise.all([...pending]).then(() => undefined),
  };
}

/** Why a webhook URL can never be delivered to: not http(s), or an address the policy refuses. */
export type WebhookRefusal = 'not_url' | 'not_http' | 'not_allowed';

const REFUSAL_REASONS: Record<WebhookRefusal, string> = {
  not_url: 'the webhook URL is not a URL',
  not_http: 'the webhook URL must be http or https',
  not_allowed: 'the webhook address is not allowed (private or local network)',
};

export type Target =
  | { url: URL; client: typeof http | typeof https; addresses: { address: string; family: number }[] }
  | { refused: WebhookRefusal };

/** Where a webhook URL leads: the addresses its host resolves to, all of them allowed by `policy`, or why not. */
export async function resolveTarget(target: string, policy: AddressPolicy): Promise<Target> {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return { refused: 'not_url' };
  }
  const client = url.protocol === 'https:' ? https : url.protocol === 'http:' ? http : undefined;
  if (!client) return { refused: 'not_http' };
  const port = Number(url.port) || (client === https ? 443 : 80);
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const family = isIP(hostname);
  const addresses = family
    ? [{ address: hostname, family }]
    : await dns.promises.lookup(hostname, { all: true, verbatim: true });
  if (addresses.length === 0 || !addresses.every((a) => policy(a.address, port))) return { refused: 'not_allowed' };
  return { url, client, addresses };
}

/**
 * Why alerts could never reach `target` (checked when the admin saves it, not only at the first alert), or null.
 * A host that does not resolve now passes: DNS may be down at the studio, and each delivery checks again.
 */
export async function webhookRefusal(target: string, policy: AddressPolicy): Promise<WebhookRefusal | null> {
  const resolved = await resolveTarget(target, policy).catch(() => null);
  return resolved && 'refused' in resolved ? resolved.refused : null;
}

/**
 * POSTs JSON to `target` if every address it resolves to passes `policy`, connecting to the checked address (never
 * a second lookup's answer); resolves with the answer's body on a 2xx. Also the radio-browser submission's path.
 */
export function postJson(target: string, body: unknown, policy: AddressPolicy, signal: AbortSignal): Promise<string> {
  const payload = Buffer.from(JSON.stringify(body));
  return requestText(target, policy, {
    method: 'POST',
    signal,
    headers: { 'Content-Type': 'application/json', 'Content-Length': String(payload.length), 'User-Agent': 'Emisora' },
    body: payload,
  });
}

/** Why an outbound request failed before or without an answer's body (the address refused, a status, a timeout). */
export class OutboundError extends Error {
  constructor(
    message: string,
    readonly refusal: WebhookRefusal | null = null,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

/**
 * One HTTP request to an address `policy` allows, connecting to the address it checked; resolves with a 2xx
 * answer's body (at most `maxBytes`). What the station reads or posts on its own (webhooks, relays' status pages)
 * goes through here, so a URL an admin typed never reaches the studio's network unless the operator allowed it.
 */
export async function requestText(
  target: string,
  policy: AddressPolicy,
  options: {
    method: 'GET' | 'POST';
    signal: AbortSignal;
    headers: Record<string, string>;
    body?: Buffer;
    maxBytes?: number;
    timeoutMs?: number;
  },
): Promise<string> {
  const resolved = await resolveTarget(target, policy);
  if ('refused' in resolved)
    throw new AbortError(new OutboundError(REFUSAL_REASONS[resolved.refused], resolved.refused));
  const { url, client, addresses } = resolved;
  const maxBytes = options.maxBytes ?? MAX_ANSWER_BYTES;
  const pinned: LookupFunction = (_name, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  };
  return new Promise<string>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: options.method,
        agent: false,
        lookup: pinned,
        signal: options.signal,
        timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
        headers: options.headers,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status < 200 || status >= 300) {
          response.resume();
          return reject(new OutboundError(`the receiver answered ${status}`, null, status));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          // An answer this station reads is small; a receiver that streams more is cut off, not buffered.
          size += chunk.length;
          if (size > maxBytes) return response.destroy(new OutboundError('the receiver answered too much'));
          chunks.push(chunk);
        });
        response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new OutboundError('the receiver did not answer in time')));
    request.on('error', reject);
    request.end(options.body);
  });
}
