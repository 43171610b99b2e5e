import fs from 'node:fs';
import { imageSize } from 'image-size';
import { GifReader } from 'omggif';
import { UPLOAD_LIMITS } from '../../../shared/station/station-rules';

/** Extensions the server stores images under, keyed by what file-type detects. */
const IMAGE_BY_DETECTED = { jpg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' } as const;
export type ImageFormat = (typeof IMAGE_BY_DETECTED)[keyof typeof IMAGE_BY_DETECTED];

/** Why an image is refused before anything decodes it. */
export type ImageRefusal = 'unsupported' | 'unreadable' | 'too_large';

export type ImageCheck<F extends ImageFormat> =
  | { format: F; width: number; height: number }
  | { refused: ImageRefusal };

/**
 * Width and height as the image's header declares them, read without decoding a pixel (image-size); for a file
 * holding several pictures, the largest. `pixels` is what a decoder allocates: for a GIF, the logical screen grown to
 * hold every frame, since image-size reads only the screen and a 20000 × 20000 frame can sit behind a 10 × 10 one.
 * Undefined when the header (or a GIF's block list) cannot be read.
 */
export function declaredSize(data: Uint8Array): { width: number; height: number; pixels: number } | undefined {
  try {
    const { width, height, images } = imageSize(data);
    const all = [{ width, height }, ...(images ?? [])];
    const largest = all.reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a));
    return { ...largest, pixels: isGif(data) ? gifCanvasPixels(data) : largest.width * largest.height };
  } catch {
    return undefined;
  }
}

const isGif = (data: Uint8Array) => Buffer.from(data.subarray(0, 4)).toString('latin1') === 'GIF8';

/** omggif lists the frames' positions and sizes from their descriptors without decoding them. */
function gifCanvasPixels(data: Uint8Array): number {
  const gif = new GifReader(data);
  let [width, height] = [gif.width, gif.height];
  for (let i = 0; i < gif.numFrames(); i++) {
    const frame = gif.frameInfo(i);
    width = Math.max(width, frame.x + frame.width);
    height = Math.max(height, frame.y + frame.height);
  }
  return width * height;
}

/** True when the header can be read and declares no more than UPLOAD_LIMITS.imageMaxPixels. */
export function withinPixelLimit(data: Uint8Array): boolean {
  const size = declaredSize(data);
  return size !== undefined && size.pixels <= UPLOAD_LIMITS.imageMaxPixels;
}

/**
 * Judges an image file by its content: the magic bytes must name one of `allowed` (the client's extension
 * and MIME type play no part), and the header's dimensions must be readable and within the pixel limit.
 * Nothing is decoded, so a decompression bomb is refused for the price of reading its header.
 */
export async function checkImage<F extends ImageFormat>(file: string, allowed: readonly F[]): Promise<ImageCheck<F>> {
  // Uploads are at most UPLOAD_LIMITS.imageMaxBytes: reading it whole finds a JPEG's size even behind big EXIF blocks.
  const data = await fs.promises.readFile(file);
  // Loaded on first use: the serving process keeps no upload-only library.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(data).catch(() => undefined);
  const format =
    detected && detected.ext in IMAGE_BY_DETECTED
      ? IMAGE_BY_DETECTED[detected.ext as keyof typeof IMAGE_BY_DETECTED]
      : undefined;
  if (!format || !(allowed as readonly ImageFormat[]).includes(format)) return { refused: 'unsupported' };
  const size = declaredSize(data);
  if (!size || size.width < 1 || size.height < 1) return { refused: 'unreadable' };
  if (size.pixels > UPLOAD_LIMITS.imageMaxPixels) return { refused: 'too_large' };
  return { format: format as F, width: size.width, height: size.height };
}
