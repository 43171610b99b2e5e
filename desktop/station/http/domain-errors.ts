import {
  Duplicate,
  FileBusy,
  type IngestError,
  InvalidFields,
  MalformedUpload,
  TooLarge,
  UnsupportedMedia,
} from '../uploads/ingest-errors';

/** The one table from the ingest modules' domain errors to HTTP status codes. */
const STATUS = new Map<abstract new (...args: never[]) => IngestError, number>([
  [UnsupportedMedia, 415],
  [TooLarge, 413],
  [Duplicate, 409],
  [FileBusy, 409],
  [MalformedUpload, 400],
  [InvalidFields, 400],
]);

/** The status an API answer carries for a domain error (its code, message and field go out unchanged). */
export function statusOfDomainError(error: IngestError): number {
  for (const [type, status] of STATUS) if (error instanceof type) return status;
  return 400;
}
