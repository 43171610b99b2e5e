import { runFfmpeg } from '../ffmpeg/run';

export const THUMBNAIL_WIDTH = 480;

/** Arguments that scale an image down to a JPEG thumbnail on stdout (never up, keeps aspect). */
export function thumbnailArgs(inputFile: string, width = THUMBNAIL_WIDTH): string[] {
  return [
    '-hide_banner', '-loglevel', 'error', '-nostdin',
    '-i', inputFile,
    '-frames:v', '1',
    '-vf', `scale='min(${width},iw)':-2:flags=lanczos`,
    '-q:v', '4',
    '-f', 'image2pipe', '-c:v', 'mjpeg', 'pipe:1',
  ];
}

/** A JPEG thumbnail of the first frame of an image file (PNG, JPEG, WebP, GIF). */
export async function makeThumbnail(ffmpegPath: string, inputFile: string, width = THUMBNAIL_WIDTH): Promise<Buffer> {
  const { stdout } = await runFfmpeg(ffmpegPath, thumbnailArgs(inputFile, width), { timeoutMs: 30_000 });
  if (stdout.length === 0) throw new Error('ffmpeg produced no thumbnail');
  return stdout;
}
