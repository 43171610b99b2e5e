import type { IAudioMetadata } from 'music-metadata';
import { isValidIsrc, normaliseIsrc, type TrackRightsFields } from '../../../shared/schemas/library/track-rights';

const joined = (values: readonly string[] | undefined): string | undefined => {
  const text = (values ?? [])
    .map((value) => value.trim())
    .filter(Boolean)
    .join('; ');
  return text ? text.slice(0, 300) : undefined;
};

/** The first value of a native frame in any ID3v2 tag (TXXX frames come as { description, text }). */
function nativeId3(metadata: IAudioMetadata, id: string): string[] {
  const values: string[] = [];
  for (const [format, tags] of Object.entries(metadata.native)) {
    if (!format.startsWith('ID3v2')) continue;
    for (const tag of tags) {
      if (tag.id !== id) continue;
      const value = tag.value as unknown;
      if (typeof value === 'string') values.push(value);
      else if (Array.isArray(value)) values.push(...value.filter((v): v is string => typeof v === 'string'));
    }
  }
  return values;
}

/**
 * Rights metadata the file's tags carry. music-metadata files ID3's TPUB ("publisher") under `label`; the station
 * keeps the two apart as societies do, so TPUB is the publisher and a label comes from TXXX:LABEL (or Vorbis LABEL).
 * An ISRC that is not well formed is dropped rather than refusing the track: tags are often sloppy.
 */
export function rightsFromTags(metadata: IAudioMetadata, now: number): Partial<TrackRightsFields> {
  const { common } = metadata;
  const tpub = nativeId3(metadata, 'TPUB');
  const isrc = common.isrc?.find(isValidIsrc);
  const publisher = joined(tpub.length ? tpub : common.publisher);
  const label = joined(tpub.length ? nativeId3(metadata, 'TXXX:LABEL') : common.label);
  const year =
    common.year && common.year >= 1877 && common.year <= new Date(now).getFullYear() + 1 ? common.year : null;
  const rights: Partial<TrackRightsFields> = {};
  if (isrc) rights.isrc = normaliseIsrc(isrc);
  const composers = joined(common.composer);
  if (composers) rights.composers = composers;
  const lyricists = joined(common.lyricist);
  if (lyricists) rights.lyricists = lyricists;
  if (publisher) rights.publisher = publisher;
  if (label) rights.label = label;
  if (year) rights.year = year;
  return rights;
}
