import { UPLOAD_LIMITS } from '../../../shared/constants';
import { HttpError } from '../http/errors';
import type { ImageRefusal } from './image-check';

export const IMAGE_UNREADABLE = 'No se pudo leer la imagen. Comprueba que el archivo no esté dañado.';
export const IMAGE_TOO_LARGE = `La imagen es demasiado grande: máximo ${UPLOAD_LIMITS.imageMaxPixels / 1_000_000} megapíxeles.`;

/** The answer for a refused image; `unsupported` is the caller's message, since gallery and cover formats differ. */
export function imageRefused(refusal: ImageRefusal, field: string, unsupported: string): HttpError {
  if (refusal === 'too_large') return new HttpError(413, 'image_too_large', IMAGE_TOO_LARGE, field);
  if (refusal === 'unreadable') return new HttpError(415, 'unreadable_image', IMAGE_UNREADABLE, field);
  return new HttpError(415, 'unsupported_image', unsupported, field);
}
