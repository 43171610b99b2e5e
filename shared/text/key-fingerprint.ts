/**
 * A signing key's fingerprint as people compare it (read aloud, or side by side on paper): the SHA-256 of its
 * public key in groups of four hexadecimal digits.
 */
export const formatKeyFingerprint = (sha256Hex: string): string => sha256Hex.match(/.{1,4}/g)?.join(' ') ?? '';
