import { once } from 'node:events';
import fs from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export type DownloadFailure = 'too_large' | 'http_status' | 'unreachable' | 'timeout';

export class DownloadError extends Error {
  constructor(
    readonly reason: DownloadFailure,
    message: string,
  ) {
    super(message);
    this.name = 'DownloadError';
  }
}

export interface DownloadOptions {
  maxBytes: number;
  /** Longest wait for the response headers or between two chunks of the body. */
  idleTimeoutMs: number;
  /** Cap on the whole transfer. */
  totalTimeoutMs: number;
}

/** The remote file's name, for guessing 'artist - title'; never used as a path. */
function remoteFileName(url: string, disposition: string | null): string {
  const quoted = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1] : undefined;
  const raw = quoted ?? new URL(url).pathname.split('/').pop() ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Streams an http(s) URL into `target`, stopping as soon as more than maxBytes arrive (a declared
 * Content-Length over the limit stops it before the body). On any failure `target` is gone when this
 * rejects; failures are DownloadErrors whose message can be shown to the admin.
 */
export async function downloadToFile(url: string, target: string, options: DownloadOptions): Promise<{ fileName: string; bytes: number }> {
  // Opened before anything else, exclusively: a file that was already there is never ours to remove.
  const handle = await fs.promises.open(target, 'wx');
  const out = handle.createWriteStream();
  const controller = new AbortController();
  const abort = (reason: DownloadError) => controller.abort(reason);
  const tooSlow = () => abort(new DownloadError('timeout', 'La descarga tardó demasiado. Comprueba la URL o inténtalo más tarde.'));
  const total = setTimeout(tooSlow, options.totalTimeoutMs);
  let idle = setTimeout(tooSlow, options.idleTimeoutMs);
  const stillAlive = () => {
    clearTimeout(idle);
    idle = setTimeout(tooSlow, options.idleTimeoutMs);
  };
  const tooLarge = () => new DownloadError('too_large', `El archivo de la URL supera el máximo de ${Math.round(options.maxBytes / 1024 / 1024)} MB.`);

  try {
    const response = await fetch(url, { signal: controller.signal, redirect: 'follow', headers: { Accept: 'audio/*, */*;q=0.5' } });
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => {});
      throw new DownloadError('http_status', `No se pudo descargar el archivo: el servidor respondió ${response.status}.`);
    }
    const declared = Number(response.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > options.maxBytes) {
      await response.body.cancel().catch(() => {});
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
    await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), limiter, out, { signal: controller.signal });
    return { fileName: remoteFileName(response.url || url, response.headers.get('content-disposition')), bytes };
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
  }
}

function asDownloadError(error: unknown, signal: AbortSignal): DownloadError {
  if (error instanceof DownloadError) return error;
  if (signal.aborted && signal.reason instanceof DownloadError) return signal.reason;
  return new DownloadError('unreachable', 'No se pudo conectar con el servidor de la URL. Comprueba la dirección.');
}
