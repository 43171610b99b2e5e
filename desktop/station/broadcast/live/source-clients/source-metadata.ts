import { plainLine } from '../../../../../shared/text/plain-text';
import { type LiveSong, songOf } from '../../on-air/live-song';

/** A title longer than this is not a title; Icecast keeps a few hundred bytes too. */
const MAX_TITLE = 200;

/** A source's title as one plain line (shared/text/plain-text.ts: no controls, no bidi overrides), capped. */
export function cleanTitleText(text: string): string {
  return plainLine(text).slice(0, MAX_TITLE).trim();
}

/** A query value's bytes: `%XX` escapes decoded, `+` a space, raw bytes (the head was read as Latin-1) kept. */
function bytesOf(value: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < value.length; i++) {
    const hex = value[i] === '%' ? value.slice(i + 1, i + 3) : '';
    if (/^[0-9a-fA-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(value[i] === '+' ? 0x20 : value.charCodeAt(i) & 0xff);
  }
  return Buffer.from(bytes);
}

/** The query's values as the client's bytes: percent escapes and raw bytes alike, `+` as a space. */
function rawValues(rawQuery: string): Map<string, Buffer> {
  const values = new Map<string, Buffer>();
  for (const pair of rawQuery.split('&')) {
    if (!pair) continue;
    const equals = pair.indexOf('=');
    const name = bytesOf(equals < 0 ? pair : pair.slice(0, equals))
      .toString('latin1')
      .toLowerCase();
    if (!values.has(name)) values.set(name, bytesOf(equals < 0 ? '' : pair.slice(equals + 1)));
  }
  return values;
}

/**
 * Text in the charset the client named, as Icecast 2.4 converts it (util_conv_string); without one, UTF-8 when the
 * bytes are UTF-8, else ISO-8859-1, Icecast's default for a mount (old encoders send Latin-1 and say nothing).
 * null when the charset is not one the station knows.
 */
function decodeText(bytes: Buffer, charset: string | undefined): string | null {
  if (charset) {
    try {
      return new TextDecoder(charset).decode(bytes);
    } catch {
      return null;
    }
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return bytes.toString('latin1');
  }
}

export type Updinfo =
  | { ok: true; song: LiveSong; mount: string | null; pass: string | null }
  | { ok: false; message: string };

/**
 * A title update as Icecast 2.4 takes it (admin.c, command_metadata; also SHOUTcast's /admin.cgi): `mode=updinfo`
 * with `song=` ("Artist - Title"), or `artist=` and `title=`, and `charset=` for their encoding. `pass=` is the
 * SHOUTcast password, `mount=` the mount.
 */
export function readUpdinfo(rawQuery: string): Updinfo {
  const values = rawValues(rawQuery);
  const ascii = (name: string) => values.get(name)?.toString('latin1') ?? null;
  if (ascii('mode') !== 'updinfo') return { ok: false, message: 'Falta mode=updinfo.' };
  const charset = ascii('charset')?.trim() || undefined;
  const text = (name: string) => {
    const bytes = values.get(name);
    return bytes === undefined ? undefined : decodeText(bytes, charset);
  };
  const [song, artist, title] = [text('song'), text('artist'), text('title')];
  if (song === null || artist === null || title === null)
    return { ok: false, message: `Juego de caracteres desconocido: ${charset}.` };
  const parsed =
    artist !== undefined || title !== undefined
      ? { artist: cleanTitleText(artist ?? ''), title: cleanTitleText(title ?? '') }
      : song !== undefined
        ? songOf(cleanTitleText(song))
        : null;
  if (!parsed || (!parsed.title && !parsed.artist)) return { ok: false, message: 'Falta song, o artist y title.' };
  const pass = values.get('pass');
  return { ok: true, song: parsed, mount: text('mount') ?? null, pass: pass ? pass.toString('utf8') : null };
}
