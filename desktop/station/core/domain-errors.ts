/**
 * Why the station refused to do something, said below the HTTP layer. The modules that decide (programming,
 * podcasts, ingest, downloads) know nothing of HTTP: the API maps these to status codes in one place
 * (http/errors/domain-error-status.ts); jobs and watchers read the message. `code` is the API's stable machine-readable code,
 * `message` the Spanish text the admin sees, `field` the form field at fault.
 */
export abstract class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** What the request names does not exist (a recording, an episode). */
export class NotFound extends DomainError {}

/** The request is well formed but breaks a rule about other data (an overlap, a recording still going). */
export class Conflict extends DomainError {}

/** A value the schema accepts but the station cannot use (a reference to nothing, a range outside the file). */
export class Invalid extends DomainError {}

/** A file the station's tools could not process (ffmpeg failed on it). */
export class Unprocessable extends DomainError {}

/** The station will not do it now, for a rule the caller cannot change by rewording the request (requests closed). */
export class Refused extends DomainError {}

/** The same caller asked too often: try again later. */
export class TooSoon extends DomainError {}
