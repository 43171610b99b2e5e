import dns from 'node:dns';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DomainError } from '../core/domain-errors';
import { type AddressPolicy, publicAddressesOnly } from './address-policy';

export type DownloadFailure = 'too_large' | 'http_status' | 'refused' | 'timeout' | 'aborted';

/** A download refused or failed; a domain error on the `url` field (http/errors/domain-error-status.ts gives its status). */
export class DownloadError extends DomainError {
  constructor(
    readonly reason: DownloadFailure,
    message: string,
  ) {
    super(reason === 'too_large' ? 'file_too_large' : 'download_failed', message, 'url');
  }
}

/**
 * The one answer for a refused address, a failed DNS lookup, a refused or reset connection, a bad redirect or
 * silence before the answer: telling them apart would let an admin page map which hosts and ports exist.
 */
export const DOWNLOAD_REFUSED = 'No se pudo descargar el archivo desde esa URL.';
const TOO_SLOW = 'La descarga tardó demasiado. Comprueba la URL o inténtalo más tarde.';
const ABORTED = 'La descarga se canceló.';

/** Redirects followed before giving up; each hop is resolved and checked again. */
export const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

interface ResolvedAddress {
  address: string;
  family: number;
}

export interface DownloadOptions {
  maxBytes: number;
  /** Longest wait for the response headers or between two chunks of the body. */
  idleTimeoutMs: number;
  /** Cap on the whole transfer. */
  totalTimeoutMs: number;
  /** Aborts the download (the admin's request went away, or the station is stopping). */
  signal?: AbortSignal;
  /** Which resolved addresses may be connected to; by default the public internet only. */
  isAllowedAddress?: AddressPolicy;
  /** Host name to addresses; by default the system resolver (dns.lookup, every address). */
  resolveHost?: (hostname: string) => Promise<ResolvedAddress[]>;
  /** Extra request headers (a feed's conditional GET sends If-None-Match / If-Modified-Since). */
  headers?: Record<string, string>;
}

/** What a finished download says: the remote name, the size, and the validators a later conditional GET sends. */
export interface Downloaded {
  fileName: string;
  bytes: number;
  /** The server answered 304 to a conditional GET: nothing was written and `target` does not exist. */
  notModified: boolean;
  etag: string | null;
  lastModified: string | null;
}

const systemResolver = (hostname: string) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/** The remote file's name, for guessing 'artist - title'; never used as a path. */
function remoteFileName(url: URL, disposition: string | undefined): string {
  const quoted = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1] : undefined;
  const raw = quoted ?? url.pathname.split('/').pop() ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Streams an http(s) URL into `target`, stopping as soon as more than maxBytes arrive (a declared
 * Content-Length over the limit stops it before the body). Before every connection, the first and each
 * redirect's, the host is resolved and every address it has must pass `isAllowedAddress`; the socket then
 * connects to those checked addresses, never to a second lookup's answer (DNS rebinding). On any failure
 * `target` is gone when this rejects; failures are DownloadErrors whose message can be shown to the admin.
 */
export async function downloadToFile(url: string, target: string, options: DownloadOptions): Promise<Downloaded> {
  // Opened before anything else, exclusively: a file that was already there is never ours to remove.
  const handle = await fs.promises.open(target, 'wx');
  const out = handle.createWriteStream();
  const controller = new AbortController();
  let answered = false;
  const abort = (reason: DownloadError) => controller.abort(reason);
  // Silence before any answer looks like a filtered port: it gets the generic message too.
  const tooSlow = () =>
    abort(answered ? new DownloadError('timeout', TOO_SLOW) : new DownloadError('timeout', DOWNLOAD_REFUSED));
  const total = setTimeout(tooSlow, options.totalTimeoutMs);
  let idle = setTimeout(tooSlow, options.idleTimeoutMs);
  const stillAlive = () => {
    clearTimeout(idle);
    idle = setTimeout(tooSlow, options.idleTimeoutMs);
  };
  const cancelled = () => abort(new DownloadError('aborted', ABORTED));
  if (options.signal?.aborted) cancelled();
  options.signal?.addEventListener('abort', cancelled, { once: true });
  const tooLarge = () =>
    new DownloadError(
      'too_large',
      `El archivo de la URL supera el máximo de ${Math.round(options.maxBytes / 1024 / 1024)} MB.`,
    );

  try {
    const { response, url: finalUrl } = await getFollowingRedirects(new URL(url), options, controller.signal);
    answered = true;
    const status = response.statusCode ?? 0;
    const validators = {
      etag: response.headers.etag ?? null,
      lastModified: response.headers['last-modified'] ?? null,
    };
    if (status === 304 && options.headers) {
      response.destroy();
      out.destroy();
      await once(out, 'close').catch(() => {});
      await fs.promises.rm(target, { force: true });
      return { fileName: '', bytes: 0, notModified: true, ...validators };
    }
    if (status < 200 || status > 299) {
      response.destroy();
      throw new DownloadError('http_status', `No se pudo descargar el archivo: el servidor respondió ${status}.`);
    }
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > options.maxBytes) {
      response.destroy();
      throw tooLarge();
    }
    stillAlive();
    let bytes = 0;
    const limiter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        stillAlive();
        if (bytes > options.maxBytes) done(tooLarge());
        else done(null, chunk);
      },
    });
    await pipeline(response, limiter, out, { signal: controller.signal });
    return {
      fileName: remoteFileName(finalUrl, response.headers['content-disposition']),
      bytes,
      notModified: false,
      ...validators,
    };
  } catch (error) {
    // Close before unlinking: Windows refuses to remove a file that is still open.
    if (!out.closed) {
      out.destroy();
      await once(out, 'close').catch(() => {});
    }
    await fs.promises.rm(target, { force: true });
    throw asDownloadError(error, controller.signal);
  } finally {
    clearTimeout(total);
    clearTimeout(idle);
    options.signal?.removeEventListener('abort', cancelled);
  }
}

/** GETs `start`, following up to MAX_REDIRECTS redirects; returns the first non-redirect response. */
async function getFollowingRedirects(
  start: URL,
  options: DownloadOptions,
  signal: AbortSignal,
): Promise<{ response: http.IncomingMessage; url: URL }> {
  let url = start;
  for (let redirects = 0; ; redirects++) {
    const response = await getChecked(url, options, signal);
    const location = response.headers.location;
    if (!REDIRECT_STATUSES.has(response.statusCode ?? 0) || !location) return { response, url };
    response.destroy();
    if (redirects === MAX_REDIRECTS) throw new DownloadError('refused', DOWNLOAD_REFUSED);
    url = new URL(location, url); // a Location that is no URL throws: refused like the rest
  }
}

/** One GET, connected only to addresses the policy allowed. */
async function getChecked(url: URL, options: DownloadOptions, signal: AbortSignal): Promise<http.IncomingMessage> {
  const client = url.protocol === 'https:' ? https : url.protocol === 'http:' ? http : undefined;
  if (!client) throw new DownloadError('refused', DOWNLOAD_REFUSED);
  const port = Number(url.port) || (client === https ? 443 : 80);
  // The WHATWG parser already turned 2130706433, 0x7f000001, 0177.0.0.1 and 127.1 into 127.0.0.1.
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const literal = isIP(hostname);
  const addresses = literal
    ? [{ address: hostname, family: literal }]
    : await (options.resolveHost ?? systemResolver)(hostname);
  const allowed = options.isAllowedAddress ?? publicAddressesOnly;
  if (addresses.length === 0 || !addresses.every((a) => allowed(a.address, port)))
    throw new DownloadError('refused', DOWNLOAD_REFUSED);

  // Node only calls lookup for names (an IP literal is connected to as is, and was checked above).
  const pinned: LookupFunction = (_name, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  };
  return new Promise((resolve, reject) => {
    // agent: false: no pooled socket from an earlier download (made under another lookup) is ever reused.
    const request = client.get(
      url,
      { agent: false, lookup: pinned, signal, headers: { Accept: 'audio/*, */*;q=0.5', ...options.headers } },
      resolve,
    );
    request.on('error', reject);
  });
}

function asDownloadError(error: unknown, signal: AbortSignal): DownloadError {
  if (error instanceof DownloadError) return error;
  if (signal.reason instanceof DownloadError) return signal.reason;
  return new DownloadError('refused', DOWNLOAD_REFUSED);
}
