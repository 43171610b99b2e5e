/** What was wrong with an archive, for the admin's message (the console gets RestoreError's own line). */
export type RestoreReason =
  /** The file cannot be read, or is not a file. */
  | 'unreadable'
  /** It is not an Emisora backup at all. */
  | 'not_backup'
  /** An age file, and no passphrase was given. */
  | 'encrypted'
  /** The passphrase given does not open it. */
  | 'passphrase'
  /** Made by a newer Emisora (format or schema). */
  | 'newer'
  /** Over the unpack limits, or it does not fit on the disk. */
  | 'too_large'
  /** Cut short, altered, or its database is not sound. */
  | 'damaged'
  /** The data folder cannot take it (not a directory). */
  | 'target';

/** Why an archive was refused; the message is one line for the operator's console. */
export class RestoreError extends Error {
  override name = 'RestoreError';
  constructor(
    message: string,
    readonly reason: RestoreReason = 'damaged',
  ) {
    // SQLite's integrity report and some system errors span lines; the console gets one.
    super(message.replace(/\s+/g, ' ').trim());
  }
}
