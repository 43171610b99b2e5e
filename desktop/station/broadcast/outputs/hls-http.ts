import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Hls } from './hls';

const SEGMENT = /^seg-\d{1,12}\.aac$/;
// A player that arrives while the segmenter sleeps waits for the first (short) segment rather than failing.
const WAKE_TIMEOUT_MS = 10_000;

const CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'Content-Length' };

function unavailable(res: ServerResponse, status: number, error: string, message: string): true {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...CORS });
  res.end(JSON.stringify({ error, message }));
  return true;
}

/**
 * GET/HEAD /hls/live.m3u8 (no-cache: it changes every segment) and /hls/seg-N.aac (immutable: a name is never
 * reused while the segmenter runs), both with CORS so players on other sites and CDNs can use them.
 */
export async function serveHls(
  hls: Hls | null,
  req: IncomingMessage,
  res: ServerResponse,
  name: string,
): Promise<boolean> {
  // Off air: nothing written, http/stream-routes.ts gives the one offline answer.
  if (!hls) return false;
  const isPlaylist = name === 'live.m3u8';
  if (!isPlaylist && !SEGMENT.test(name)) return unavailable(res, 404, 'not_found', 'No existe ese segmento.');
  hls.touch();
  if (isPlaylist && !(await hls.ready(WAKE_TIMEOUT_MS)))
    return unavailable(res, 503, 'stream_starting', 'La emisión HLS está arrancando; inténtalo en unos segundos.');
  let data: Buffer;
  try {
    data = fs.readFileSync(path.join(hls.dir, name));
  } catch {
    return unavailable(res, 404, 'not_found', 'Ese segmento ya no está disponible.');
  }
  res.writeHead(200, {
    'Content-Type': isPlaylist ? 'application/vnd.apple.mpegurl' : 'audio/aac',
    'Content-Length': String(data.length),
    'Cache-Control': isPlaylist ? 'no-cache' : 'public, max-age=31536000, immutable',
    ...CORS,
  });
  res.end(req.method === 'HEAD' ? undefined : data);
  return true;
}
