import { fileTypeFromFile } from 'file-type';

/** Extensions the server stores images under, keyed by what file-type detects. */
const IMAGE_BY_DETECTED = { jpg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' } as const;
export type ImageFormat = (typeof IMAGE_BY_DETECTED)[keyof typeof IMAGE_BY_DETECTED];

/**
 * The image format of a file judged by its magic bytes, if it is one of `allowed`.
 * The client's extension and MIME type play no part.
 */
export async function detectImage<F extends ImageFormat>(file: string, allowed: readonly F[]): Promise<F | undefined> {
  const detected = await fileTypeFromFile(file).catch(() => undefined);
  if (!detected || !(detected.ext in IMAGE_BY_DETECTED)) return undefined;
  const format = IMAGE_BY_DETECTED[detected.ext as keyof typeof IMAGE_BY_DETECTED];
  return (allowed as readonly ImageFormat[]).includes(format) ? (format as F) : undefined;
}
