import { UPLOAD_LIMITS } from '../../../shared/station/station-rules';
import type { ImageRefusal } from './image-check';
import { type IngestError, TooLarge, UnsupportedMedia } from './ingest-errors';

const IMAGE_UNREADABLE = 'No se pudo leer la imagen. Comprueba que el archivo no esté dañado.';
const IMAGE_TOO_LARGE = `La imagen es demasiado grande: máximo ${UPLOAD_LIMITS.imageMaxPixels / 1_000_000} megapíxeles.`;

/** The answer for a refused image; `unsupported` is the caller's message, since gallery and cover formats differ. */
export function imageRefused(refusal: ImageRefusal, field: string, unsupported: string): IngestError {
  if (refusal === 'too_large') return new TooLarge('image_too_large', IMAGE_TOO_LARGE, field);
  if (refusal === 'unreadable') return new UnsupportedMedia('unreadable_image', IMAGE_UNREADABLE, field);
  return new UnsupportedMedia('unsupported_image', unsupported, field);
}
