import type { Duplex } from 'node:stream';

/** A source client's request head, as Icecast 2.4 reads it (connection.c): request line and headers, no body. */
export interface SourceHead {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The query as sent (after `?`): title updates read its bytes, in whatever charset the client wrote them. */
  rawQuery: string;
  /** Header names in lower case. */
  headers: Map<string, string>;
}

/** Largest head accepted: a source client sends a dozen short ice-* headers; anything bigger is not one. */
export const MAX_HEAD_BYTES = 8 * 1024;
/** Slowloris deadline: the whole head must arrive within this time of the connection's first byte. */
export const HEAD_DEADLINE_MS = 10_000;

/** Parses `text` (the head without its blank line); null when the request line is not HTTP-shaped. */
export function parseSourceHead(text: string): SourceHead | null {
  const lines = text.split(/\r?\n/);
  const match = /^([A-Z]{3,10}) (\S+) (HTTP|ICE)\/1\.[01]$/.exec(lines[0] ?? '');
  if (!match) return null;
  const target = match[2]!;
  const url = new URL(target, 'http://source.invalid');
  const headers = new Map<string, string>();
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const question = target.indexOf('?');
  const rawQuery = question < 0 ? '' : target.slice(question + 1).replace(/#.*$/, '');
  return { method: match[1]!, path: url.pathname, query: url.searchParams, rawQuery, headers };
}

/**
 * Reads `socket` (starting with `first`, bytes already read) up to the first match of `end`, bounded in size and
 * time: resolves with the text before it (Latin-1, byte for byte) and the bytes after it, or null (the socket is
 * then destroyed).
 */
export function readUntil(
  socket: Duplex,
  first: Buffer,
  end: RegExp,
  limits = { maxBytes: MAX_HEAD_BYTES, deadlineMs: HEAD_DEADLINE_MS },
): Promise<{ text: string; rest: Buffer } | null> {
  return new Promise((resolve) => {
    let buffered = first;
    const finish = (result: { text: string; rest: Buffer } | null) => {
      clearTimeout(timer);
      socket.off('data', onData);
      socket.off('close', onClose);
      socket.pause();
      if (!result) socket.destroy();
      resolve(result);
    };
    const onClose = () => finish(null);
    const check = () => {
      const found = end.exec(buffered.toString('latin1'));
      if (!found) {
        if (buffered.length > limits.maxBytes) finish(null);
        return;
      }
      if (found.index > limits.maxBytes) return finish(null);
      finish({
        text: buffered.toString('latin1', 0, found.index),
        rest: buffered.subarray(found.index + found[0].length),
      });
    };
    const onData = (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      check();
    };
    const timer = setTimeout(() => finish(null), limits.deadlineMs);
    socket.on('data', onData);
    socket.once('close', onClose);
    socket.resume();
    check();
  });
}

/**
 * Reads a request head from `socket` (starting with `first`, bytes already read), bounded in size and time.
 * Resolves with the head and the body bytes that came with it, or null (the socket is then destroyed).
 */
export async function readSourceHead(
  socket: Duplex,
  first: Buffer,
  limits = { maxBytes: MAX_HEAD_BYTES, deadlineMs: HEAD_DEADLINE_MS },
): Promise<{ head: SourceHead; rest: Buffer } | null> {
  const read = await readUntil(socket, first, /\r\n\r\n/, limits);
  const head = read && parseSourceHead(read.text);
  if (read && !head) socket.destroy();
  return head ? { head, rest: read.rest } : null;
}

/** The `user:password` of a Basic Authorization header; null when absent or not Basic. */
export function basicCredentials(header: string | undefined): { user: string; password: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header?.trim() ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** ffmpeg's input options for the Content-Type a source client announces; null for a format the input does not take. */
export function inputArgsFor(contentType: string | undefined): string[] | null {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  // Ogg and Matroska carry their codec setup in the first pages: let the probe read them.
  const container = (format: string) => ['-probesize', '65536', '-analyzeduration', '0', '-f', format];
  const frames = (format: string) => ['-probesize', '2048', '-analyzeduration', '0', '-f', format];
  if (['audio/mpeg', 'audio/mp3', 'audio/mpeg3'].includes(type)) return frames('mp3');
  if (['audio/aac', 'audio/aacp', 'audio/x-aac'].includes(type)) return frames('aac');
  if (['application/ogg', 'audio/ogg', 'audio/opus', 'audio/vorbis', 'application/x-ogg'].includes(type))
    return container('ogg');
  if (['audio/flac', 'audio/x-flac'].includes(type)) return container('flac');
  if (['audio/webm', 'video/webm'].includes(type)) return container('matroska');
  return null;
}
