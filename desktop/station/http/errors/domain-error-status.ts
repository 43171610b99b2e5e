import {
  Conflict,
  type DomainError,
  Invalid,
  NotFound,
  Refused,
  TooSoon,
  Unprocessable,
} from '../../core/domain-errors';
import { DownloadError } from '../../uploads/download';
import {
  Duplicate,
  FileBusy,
  InvalidFields,
  MalformedUpload,
  TooLarge,
  UnsupportedMedia,
} from '../../uploads/ingest-errors';

/** The one table from the station's domain errors to HTTP status codes. */
const STATUS = new Map<abstract new (...args: never[]) => DomainError, number>([
  [NotFound, 404],
  [Conflict, 409],
  [Invalid, 400],
  [Unprocessable, 422],
  [Refused, 403],
  [TooSoon, 429],
  [UnsupportedMedia, 415],
  [TooLarge, 413],
  [Duplicate, 409],
  [FileBusy, 409],
  [MalformedUpload, 400],
  [InvalidFields, 400],
]);

/** The status an API answer carries for a domain error (its code, message and field go out unchanged). */
export function statusOfDomainError(error: DomainError): number {
  if (error instanceof DownloadError) return error.reason === 'too_large' ? 413 : 400;
  for (const [type, status] of STATUS) if (error instanceof type) return status;
  return 400;
}
