import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';

/** A download the follower could not finish or trust; what it already holds stays as it was. */
export class SyncError extends Error {
  override name = 'SyncError';
  /** What the standby's admin reads (Spanish), where the failure has a cause the engineer can act on. */
  constructor(
    message: string,
    readonly reason?: string,
  ) {
    super(message);
  }
}

/**
 * Fetches `url` into `part`, continuing from what an earlier, cut attempt left there (HTTP Range), and resolves once
 * the file holds `size` bytes. The studio's answer decides: 206 continues the file, 200 (it no longer knows the
 * range, or the file changed) starts it again. The caller checks the content before using it.
 */
export async function downloadResumable(
  url: string,
  token: string,
  part: string,
  size: number,
  signal?: AbortSignal,
): Promise<void> {
  fs.mkdirSync(path.dirname(part), { recursive: true });
  let have = fs.statSync(part, { throwIfNoEntry: false })?.size ?? 0;
  if (have > size) {
    fs.rmSync(part, { force: true });
    have = 0;
  }
  if (have === size) return;
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (have > 0) headers.range = `bytes=${have}-`;
  const response = await fetch(url, { headers, signal });
  if (response.status !== 200 && response.status !== 206) {
    await response.body?.cancel();
    throw new SyncError(`${url} answered ${response.status}`);
  }
  if (!response.body) throw new SyncError(`${url} sent no body`);
  const append = response.status === 206 && have > 0;
  // Each chunk goes to disk as it arrives, so a cut keeps every byte received for the next attempt's range (a
  // write stream destroyed by the cut would drop what it still buffered).
  const fd = fs.openSync(part, append ? 'a' : 'w');
  try {
    for await (const chunk of Readable.fromWeb(response.body as import('node:stream/web').ReadableStream))
      fs.writeSync(fd, chunk as Buffer);
  } finally {
    fs.closeSync(fd);
  }
  const got = fs.statSync(part).size;
  if (got !== size) throw new SyncError(`${url}: got ${got} bytes of ${size}`);
}
