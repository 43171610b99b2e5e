import { UPLOAD_LIMITS } from '../station/station-rules';

const MB = 1024 * 1024;
const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`;

/**
 * What the admin is told about an upload, the same from the browser's own check, the server and the inbox folder,
 * with the limits taken from UPLOAD_LIMITS (never a hand-typed "50 MB" beside them).
 */
export const UPLOAD_MESSAGES = {
  /** The spec's text for a song sent without its file. */
  audioRequired: 'Por favor, selecciona un archivo de audio para subir.',
  audioTooLarge: `El archivo supera el tamaño máximo de ${mb(UPLOAD_LIMITS.audioMaxBytes)}.`,
  audioFieldTooLarge: `El archivo de audio supera el máximo de ${mb(UPLOAD_LIMITS.audioMaxBytes)}.`,
  coverTooLarge: `La portada supera el máximo de ${mb(UPLOAD_LIMITS.imageMaxBytes)}.`,
  imageTooLarge: `La imagen supera el máximo de ${mb(UPLOAD_LIMITS.imageMaxBytes)}.`,
  /** Where the admin reads the limit before choosing a file. */
  audioLimit: mb(UPLOAD_LIMITS.audioMaxBytes),
} as const;
