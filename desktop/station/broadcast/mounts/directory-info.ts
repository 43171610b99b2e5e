import { AUDIO } from '../../../../shared/station/audio-format';
import { DIRECTORY_DEFAULTS, type DirectoryListing } from '../../../../shared/schemas/broadcast/directory';
import { STATION } from '../../../../shared/station/station-facts';

/**
 * What stream directories and indexers read about the station (stream-meta.info, versions 1 and 2): sent as
 * icy-* headers on every mount and as /streaminfo.json at the site's root, which indexers derive from icy-url.
 * `index-metadata: 1` tells them this information is maintained and may replace what they guessed.
 */
export function directoryInfo(origin: string, mountPath = '/stream', listing: DirectoryListing = DIRECTORY_DEFAULTS) {
  return {
    'icy-name': STATION.name,
    'icy-description': STATION.description,
    'icy-genre': STATION.genre,
    'icy-url': origin,
    'icy-pub': 1,
    'icy-version': 2,
    'icy-index-metadata': 1,
    'icy-logo': listing.logoUrl || `${origin}${STATION.logoPath}`,
    'icy-country-code': listing.countryCode,
    // Spelled as the stream-meta specification spells it.
    ...(listing.subdivision ? { 'icy-country-subdivison-code': listing.subdivision } : {}),
    'icy-language-codes': listing.languageCodes,
    'icy-geo-lat-long': `${listing.latitude},${listing.longitude}`,
    'icy-main-stream-url': `${origin}${mountPath}`,
  } as const;
}

/** The audio description players and directories show: sample rate, bitrate, channels. */
export const audioInfo = (sampleRate: number, bitrateKbps: number) =>
  `ice-samplerate=${sampleRate};ice-bitrate=${bitrateKbps};ice-channels=${AUDIO.channels}`;
