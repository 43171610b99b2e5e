import { plainTitle } from '../on-air/on-air-title';

/**
 * How a listener reads titles: players take UTF-8; an Icecast 2.4 relay decodes them as ISO-8859-1 (its mounts'
 * default charset), so "Túneles" came out "TÃºneles" on every relay.
 */
export type IcyCharset = 'utf8' | 'latin1';

/** An Icecast server pulling a mount to relay it: Icecast and Icecast-KH send `User-Agent: Icecast <version>`. */
export const isIcecastRelay = (userAgent: string | undefined) => /^icecast\b/i.test(userAgent ?? '');

/** ISO-8859-1 bytes, with '?' for what it cannot write. */
export const latin1 = (text: string) =>
  Buffer.from(Array.from(text, (c) => (c.codePointAt(0)! > 0xff ? '?' : c)).join(''), 'latin1');

/** The in-band metadata block: a length byte (in 16-byte units) and `StreamTitle='…';` padded with zeros. */
export function icyMetadataBlock(title: string | null, charset: IcyCharset = 'utf8'): Buffer {
  if (title === null) return Buffer.alloc(1);
  // A quote would end the value early in most players; the typographic one reads the same in UTF-8.
  const quote = charset === 'utf8' ? '’' : '´';
  const text = `StreamTitle='${plainTitle(title).replace(/'/g, quote)}';`;
  let body = charset === 'utf8' ? Buffer.from(text, 'utf8') : latin1(text);
  // Room for the terminating NUL, as Icecast counts it: a text of exactly 16·n bytes without one loses its
  // `;` in an Icecast relay, which then keeps showing the previous song.
  if (body.length > 255 * 16 - 1) body = body.subarray(0, 255 * 16 - 1);
  const units = Math.ceil((body.length + 1) / 16);
  const block = Buffer.alloc(1 + units * 16);
  block[0] = units;
  body.copy(block, 1);
  return block;
}

/**
 * One listener's ICY state: metadata goes after every `metaint` bytes of audio counted from that
 * listener's first byte; the title is sent when it changed since this listener last got it.
 */
export function createIcyInterleaver(metaint: number, charset: IcyCharset = 'utf8') {
  let untilMeta = metaint;
  let sentTitle: string | null = null;
  return {
    interleave(audio: Buffer, title: string): Buffer {
      if (audio.length < untilMeta) {
        untilMeta -= audio.length;
        return audio;
      }
      const parts: Buffer[] = [];
      let at = 0;
      while (audio.length - at >= untilMeta) {
        parts.push(audio.subarray(at, at + untilMeta));
        at += untilMeta;
        parts.push(icyMetadataBlock(title === sentTitle ? null : title, charset));
        sentTitle = title;
        untilMeta = metaint;
      }
      if (at < audio.length) {
        parts.push(audio.subarray(at));
        untilMeta -= audio.length - at;
      }
      return Buffer.concat(parts);
    },
  };
}
