import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Hls } from './hls';

const SEGMENT = /^seg-\d{1,12}\.aac$/;
// A player that arrives while the segmenter sleeps waits for the first (short) segment rather than failing.
const WAKE_TIMEOUT_MS = 10_000;

const CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'Content-Length' };

/**
 * What became of a request for the playlist or a segment: served, or why not, for the HTTP layer to answer
 * (broadcast/mounts/stream-routes.ts): off air, no such segment name, the segmenter still waking, a segment already rotated out.
 */
export type HlsAnswer = 'served' | 'off_air' | 'no_segment' | 'starting' | 'segment_gone';

/**
 * GET/HEAD /hls/live.m3u8 (no-cache: it changes every segment) and /hls/seg-N.aac (immutable: a name is never
 * reused while the segmenter runs), both with CORS so players on other sites and CDNs can use them.
 */
export async function serveHls(
  hls: Hls | null,
  req: IncomingMessage,
  res: ServerResponse,
  name: string,
): Promise<HlsAnswer> {
  // Nothing is written but what is served: every other answer is the HTTP layer's.
  if (!hls) return 'off_air';
  const isPlaylist = name === 'live.m3u8';
  if (!isPlaylist && !SEGMENT.test(name)) return 'no_segment';
  hls.touch();
  if (isPlaylist && !(await hls.ready(WAKE_TIMEOUT_MS))) return 'starting';
  let data: Buffer;
  try {
    data = fs.readFileSync(path.join(hls.dir, name));
  } catch {
    return 'segment_gone';
  }
  res.writeHead(200, {
    'Content-Type': isPlaylist ? 'application/vnd.apple.mpegurl' : 'audio/aac',
    'Content-Length': String(data.length),
    'Cache-Control': isPlaylist ? 'no-cache' : 'public, max-age=31536000, immutable',
    ...CORS,
  });
  res.end(req.method === 'HEAD' ? undefined : data);
  return 'served';
}
