/**
 * A listener's search box as an FTS5 MATCH expression. Every term is quoted as a string (so `"`, `*`, `AND`,
 * `NEAR`, `)(`, `col:` are words, never syntax) and the last one is a prefix, since the listener is still typing it.
 * Terms without a letter or digit make no token for the unicode61 tokenizer and are dropped; no terms left → null.
 */
export function ftsQuery(input: string): string | null {
  const terms = input
    .split(/\s+/)
    .filter((term) => /[\p{L}\p{N}]/u.test(term))
    .slice(0, 16);
  if (terms.length === 0) return null;
  return terms.map((term, i) => `"${term.replaceAll('"', '""')}"${i === terms.length - 1 ? '*' : ''}`).join(' ');
}
