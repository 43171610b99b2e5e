import { DLS_LENGTH, type DabSettings, type DlPlusTag } from '../../../../shared/schemas/broadcast/dab';
import { STATION } from '../../../../shared/station/station-facts';
import type { OnAirItem } from '../on-air/on-air-item';
import { plainTitle } from '../on-air/on-air-title';
import { toRdsCharacters } from '../rds/rds-charset';

// DL Plus content types (ETSI TS 102 980, Annex A: the same codes as RT+).
export const DL_PLUS = { itemTitle: 1, itemArtist: 4, stationNameLong: 32, programmeNow: 33, programmeHost: 36 };

/** The programme on air, as the schedule names it (null outside every slot). */
export interface DlsProgramme {
  title: string;
  host: string;
}

/**
 * One Dynamic Label: the text (in characters of the EBU Latin set ODR-PadEnc converts to, one byte each on air),
 * its DL Plus tags, and whether an item (a song, a programme) is running, which receivers use to know when to
 * store what the tags name.
 */
export interface DlsLabel {
  text: string;
  tags: DlPlusTag[];
  itemRunning: boolean;
  /** Whether DL Plus is sent at all (with no tags, it still tells receivers that no item is running). */
  dlPlus: boolean;
}

type Part = string | { text: string; type: number };

/** Joins text and tagged fields; a field's place is counted in what the radio shows, empty fields leave no tag. */
function compose(parts: Part[]): { text: string; tags: DlPlusTag[] } {
  let text = '';
  const tags: DlPlusTag[] = [];
  for (const part of parts) {
    const value = toRdsCharacters(typeof part === 'string' ? part : plainTitle(part.text)).trim();
    if (typeof part !== 'string' && value) tags.push({ type: part.type, start: text.length, length: value.length });
    text += typeof part === 'string' ? toRdsCharacters(part) : value;
  }
  return { text, tags };
}

/** Cuts to what a receiver shows (128 characters): a tag that no longer fits whole is shortened, one beyond dropped. */
function fit(label: { text: string; tags: DlPlusTag[] }) {
  const text = label.text.trim().slice(0, DLS_LENGTH).trimEnd();
  const tags = label.tags
    .filter((tag) => tag.start < text.length)
    .map((tag) => ({ ...tag, length: Math.min(tag.length, text.length - tag.start) }));
  return { text, tags };
}

/** The station's own text, with its name tagged where it appears in it. */
function stationLabel(text: string) {
  const at = toRdsCharacters(text).indexOf(toRdsCharacters(STATION.name));
  if (at < 0) return compose([text]);
  return compose([
    text.slice(0, at),
    { text: STATION.name, type: DL_PLUS.stationNameLong },
    text.slice(at + STATION.name.length),
  ]);
}

const song = (artist: string, title: string): Part[] =>
  artist.trim()
    ? [{ text: artist, type: DL_PLUS.itemArtist }, ' - ', { text: title, type: DL_PLUS.itemTitle }]
    : [{ text: title, type: DL_PLUS.itemTitle }];

const programmeParts = (programme: DlsProgramme): Part[] =>
  programme.host.trim()
    ? [
        { text: programme.title, type: DL_PLUS.programmeNow },
        ' con ',
        { text: programme.host, type: DL_PLUS.programmeHost },
      ]
    : [{ text: programme.title, type: DL_PLUS.programmeNow }];

/**
 * The label for what reached the air: a song by artist and title (a live presenter's song as well, once their
 * encoder sent one), a live or recorded programme by its name and presenter, an ad break by the set text, jingles
 * and the station ID by the station's text. Without DL Plus the same text goes without tags.
 */
export function dlsLabel(item: OnAirItem | null, settings: DabSettings, programme: DlsProgramme | null): DlsLabel {
  let label: { text: string; tags: DlPlusTag[] };
  let itemRunning = true;
  const showLike = item?.kind === 'live' || item?.kind === 'show' || item?.kind === 'relay' || item?.kind === 'repeat';
  if (!item || item.kind === 'jingle' || item.kind === 'station-id') {
    label = stationLabel(settings.stationText);
    itemRunning = false;
  } else if (item.kind === 'spot') {
    label = compose([settings.breakText]);
    itemRunning = false;
  } else if (item.kind === 'live' && item.song) label = compose(song(item.song.artist, item.song.title));
  else if (showLike) {
    const named = programme ?? { title: item.title === STATION.name ? 'En directo' : item.title, host: '' };
    label = compose(programmeParts(named));
  } else label = compose(song(item.artist, item.title));
  const fitted = fit(label);
  return {
    text: fitted.text,
    tags: settings.dlPlus ? fitted.tags : [],
    itemRunning: settings.dlPlus && itemRunning,
    dlPlus: settings.dlPlus,
  };
}
