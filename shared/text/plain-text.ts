/**
 * Text a stranger can send that ends up in a title (a source's stream title, a tag, a name shown everywhere): ASCII
 * and C1 control characters (NUL, ESC and friends, which reach terminals, logs and ICY/ID3 frames raw), the Unicode
 * bidirectional controls that make a title read backwards (the "Trojan Source" overrides and isolates) and line,
 * paragraph and other separators. Line breaks become a space, so "Artista\r\nTítulo" still reads as two words.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069\u061C]/g;
const BREAKS = /[\r\n\t\u2028\u2029\u0085]+/g;

/** One line of plain text: controls and bidi overrides removed, line breaks and tabs made single spaces. */
export function plainLine(text: string): string {
  return text.replace(BREAKS, ' ').replace(CONTROLS, '').replace(/ {2,}/g, ' ').trim();
}
