import { DomainError } from '../core/domain-errors';

/**
 * Why a file was refused by the ingest modules (uploads, URL and folder imports, the inbox watcher): the domain
 * errors of ingest, so the inbox and import jobs can tell a refused file from a failure of the station.
 */
export abstract class IngestError extends DomainError {}

/** Not audio, or not an image the station takes (by content, not by name). */
export class UnsupportedMedia extends IngestError {}

/** Over a size limit: bytes of a file or pixels of an image. */
export class TooLarge extends IngestError {}

/** The same file is already in the library. */
export class Duplicate extends IngestError {}

/** A file the station must remove is held open by another process (Windows); retrying later works. */
export class FileBusy extends IngestError {}

/** A multipart body that ended early or does not parse. */
export class MalformedUpload extends IngestError {}

/** What the tags, the file name and the admin's typing give does not fit the track's fields. */
export class InvalidFields extends IngestError {}
