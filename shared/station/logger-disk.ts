/**
 * The logger's disk, one rule for the server's warning and the settings form's estimate. The law asks for weeks to
 * months of audio (Ofcom 42 days, France a month, an Andalusian station six months); 400 days covers a year with
 * room for a late inspection.
 */
export const LOGGER_MAX_RETENTION_DAYS = 400;

/** The as-run log outlives the logger: a running order without its audio still answers a regulator. */
export const AS_RUN_MIN_RETENTION_DAYS = 400;

/** Bytes one day of the logger takes at a quality (CBR: the bitrate is the size). 8 kbps: 86.4 MB a day. */
export const loggerBytesPerDay = (kbps: number): number => (kbps * 1000 * 86_400) / 8;

/** The disk a retention needs at a quality. */
export const retentionBytes = (days: number, kbps: number): number => days * loggerBytesPerDay(kbps);
