import pLimit from 'p-limit';
import { UPLOAD_LIMITS } from '../../../shared/station/station-rules';
import { runFfmpeg } from '../ffmpeg/run';

const THUMBNAIL_WIDTH = 480;

/**
 * Thumbnail decodes running at once. A decode of an image at the pixel limit holds ~160 MB and a core; a burst
 * of uploads queues behind two of them instead of starting one ffmpeg each beside the broadcast.
 */
export const THUMBNAIL_JOBS = 2;
const thumbnailQueue = pLimit(THUMBNAIL_JOBS);

/** Arguments that scale an image down to a JPEG thumbnail on stdout (never up, keeps aspect). */
export function thumbnailArgs(inputFile: string, width = THUMBNAIL_WIDTH): string[] {
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-nostdin',
    // The decoder refuses a larger picture before allocating it, whatever the upload check let through.
    '-max_pixels',
    String(UPLOAD_LIMITS.imageMaxPixels),
    '-i',
    inputFile,
    '-frames:v',
    '1',
    '-vf',
    `scale='min(${width},iw)':-2:flags=lanczos`,
    '-q:v',
    '4',
    '-f',
    'image2pipe',
    '-c:v',
    'mjpeg',
    'pipe:1',
  ];
}

/** A JPEG thumbnail of the first frame of an image file (PNG, JPEG, WebP, GIF); waits its turn in the queue. */
export function makeThumbnail(ffmpegPath: string, inputFile: string, width = THUMBNAIL_WIDTH): Promise<Buffer> {
  return thumbnailQueue(async () => {
    const { stdout } = await runFfmpeg(ffmpegPath, thumbnailArgs(inputFile, width), { timeoutMs: 30_000 });
    if (stdout.length === 0) throw new Error('ffmpeg produced no thumbnail');
    return stdout;
  });
}
