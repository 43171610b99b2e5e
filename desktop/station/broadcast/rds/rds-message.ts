import type { RdsSettings } from '../../../../shared/schemas/broadcast/rds';
import { STATION } from '../../../../shared/station/station-facts';
import type { OnAirItem } from '../on-air/on-air-item';
import { plainTitle } from '../on-air/on-air-title';
import { rdsBytes, toRdsCharacters } from './rds-charset';

export const RADIOTEXT_LENGTH = 64;
export const PS_LENGTH = 8;

// RT+ content types (IEC 62106-6 / the RT+ specification): ITEM.TITLE and ITEM.ARTIST.
const ITEM_TITLE = 1;
const ITEM_ARTIST = 4;

export interface RtPlusTag {
  type: number;
  start: number;
  length: number;
}

/** What the encoder should carry now: PS, RadioText (RDS characters, ≤ 64) and the RT+ tags inside it. */
export interface RdsMessage {
  ps: string;
  psScroll: boolean;
  radioText: string;
  tags: RtPlusTag[];
}

type Fields = Record<'artist' | 'title' | 'show', string>;

/** Fills a template; each field's place in the result is kept for RT+, counted in RDS characters. */
function fill(template: string, fields: Fields) {
  const tags: RtPlusTag[] = [];
  let text = '';
  for (const part of template.split(/(\{(?:artist|title|show)\})/)) {
    const name = /^\{(artist|title|show)\}$/.exec(part)?.[1] as keyof Fields | undefined;
    const value = toRdsCharacters(name ? plainTitle(fields[name]) : part);
    if (name === 'artist' && value) tags.push({ type: ITEM_ARTIST, start: text.length, length: value.length });
    if (name === 'title' && value) tags.push({ type: ITEM_TITLE, start: text.length, length: value.length });
    text += value;
  }
  // An empty artist leaves " - Title": the separator goes with it.
  const trimmed = text.replace(/^\s*-\s*/, '');
  const shift = text.length - trimmed.length;
  return { text: trimmed, tags: tags.map((tag) => ({ ...tag, start: tag.start - shift })) };
}

/** Cuts to 64 characters; a tag that no longer fits whole is shortened, one that starts beyond is dropped. */
function fit(text: string, tags: RtPlusTag[]) {
  const radioText = text.trim().slice(0, RADIOTEXT_LENGTH).trimEnd();
  const kept = tags
    .filter((tag) => tag.start < radioText.length)
    .map((tag) => ({ ...tag, length: Math.min(tag.length, radioText.length - tag.start) }));
  return { radioText, tags: kept };
}

/**
 * The message for what reached the air: music by the music template (with RT+ for artist and title), the live
 * show by its name or, once its presenter's encoder sent a song, by the music template as well, ad breaks by the set text (a spot's title is not for the radio), jingles and the station-ID
 * loop by the station's name.
 */
export function rdsMessage(item: OnAirItem, settings: RdsSettings): RdsMessage {
  const ps = toRdsCharacters(settings.ps);
  const fields: Fields = { artist: item.artist, title: item.title, show: item.title };
  let filled: { text: string; tags: RtPlusTag[] };
  // A song the presenter's encoder sent reads as the rotation's songs do, RT+ tags and all.
  if (item.kind === 'live' && item.song)
    filled = fill(settings.musicTemplate, { ...fields, artist: item.song.artist, title: item.song.title });
  else if (item.kind === 'live')
    filled = fill(settings.liveTemplate, { ...fields, show: item.title === STATION.name ? 'En directo' : item.title });
  else if (item.kind === 'spot') filled = fill(settings.breakText, fields);
  else if (item.kind === 'jingle' || item.kind === 'station-id') filled = fill(STATION.name, fields);
  else filled = fill(settings.musicTemplate, fields);
  const { radioText, tags } = fit(filled.text, settings.rtPlus ? filled.tags : []);
  return { ps, psScroll: settings.psScroll, radioText, tags: item.kind === 'live' && !item.song ? [] : tags };
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The ASCII command lines (PIRA32 / P132 set, which most encoders' "ASCII" modes follow): `RT=` or `TEXT=` for
 * RadioText; `PS=` for a static PS padded to 8, `DPS=` for a longer one the encoder scrolls; `RTP=` with
 * type,start,length−1 for two RT+ tags (the set counts length as characters after the first). Each line ends CR LF.
 */
export function rdsCommands(message: RdsMessage, commandSet: RdsSettings['commandSet']): Buffer {
  const lines: Buffer[] = [];
  const line = (prefix: string, text: string) => lines.push(Buffer.from(prefix), rdsBytes(text), Buffer.from('\r\n'));
  if (message.psScroll && message.ps.length > PS_LENGTH) line('DPS=', message.ps);
  else line('PS=', message.ps.slice(0, PS_LENGTH).padEnd(PS_LENGTH));
  line(commandSet === 'text' ? 'TEXT=' : 'RT=', message.radioText);
  if (commandSet === 'rt' && message.tags.length > 0) {
    const [first, second] = message.tags;
    const tag = (t: RtPlusTag | undefined) => (t ? `${two(t.type)},${two(t.start)},${two(t.length - 1)}` : '00,00,00');
    line('RTP=', `${tag(first)},${tag(second)}`);
  }
  return Buffer.concat(lines);
}
