import { SLIDE } from '../../../../shared/schemas/broadcast/dab';
import { UPLOAD_LIMITS } from '../../../../shared/station/station-rules';
import { runFfmpeg } from '../../ffmpeg/run';

// JPEG quantiser steps tried in turn (2 = best): a busy cover can need a coarser one to stay under the limit.
const QUALITY_STEPS = [3, 5, 8, 12, 18, 25, 31];

/**
 * ffmpeg arguments for one slide: the picture scaled to fit 320 × 240 without distortion, centred on black (a
 * logo's transparent parts become black, not noise), one JPEG frame on stdout.
 */
export function slideArgs(inputFile: string, quality: number): string[] {
  const { width, height } = SLIDE;
  return [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin'],
    ...['-f', 'lavfi', '-i', `color=c=black:s=${width}x${height}`],
    ...['-max_pixels', String(UPLOAD_LIMITS.imageMaxPixels), '-i', inputFile],
    '-filter_complex',
    `[1:v]scale=${width}:${height}:force_original_aspect_ratio=decrease:flags=lanczos[fg];` +
      '[0:v][fg]overlay=(W-w)/2:(H-h)/2,format=yuvj420p',
    ...['-frames:v', '1', '-q:v', String(quality), '-f', 'image2pipe', '-c:v', 'mjpeg', 'pipe:1'],
  ];
}

/**
 * A DAB+ slide of an image file (JPEG, PNG, WebP): 320 × 240 and at most 50 kB, as slideshow receivers of the
 * Simple Profile take it, at the best quality that fits.
 */
export async function makeSlide(ffmpegPath: string, inputFile: string, signal?: AbortSignal): Promise<Buffer> {
  for (const quality of QUALITY_STEPS) {
    const { stdout } = await runFfmpeg(ffmpegPath, slideArgs(inputFile, quality), { timeoutMs: 30_000, signal });
    if (stdout.length === 0) throw new Error('ffmpeg made no slide of the picture');
    if (stdout.length <= SLIDE.maxBytes) return stdout;
  }
  throw new Error(`the slide stays above ${SLIDE.maxBytes} bytes at the lowest quality`);
}
