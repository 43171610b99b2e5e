import { AUDIO } from '../../../shared/audio-format';
import { LANGUAGES, STATION } from '../../../shared/station-facts';

/**
 * What stream directories and indexers read about the station (stream-meta.info, versions 1 and 2): sent as
 * icy-* headers on every mount and as /streaminfo.json at the site's root, which indexers derive from icy-url.
 * `index-metadata: 1` tells them this information is maintained and may replace what they guessed.
 */
export function directoryInfo(origin: string, mountPath = '/stream') {
  return {
    'icy-name': STATION.name,
    'icy-description': STATION.description,
    'icy-genre': STATION.genre,
    'icy-url': origin,
    'icy-pub': 1,
    'icy-version': 2,
    'icy-index-metadata': 1,
    'icy-logo': `${origin}${STATION.logoPath}`,
    'icy-country-code': STATION.location.country,
    // Spelled as the stream-meta specification spells it.
    'icy-country-subdivison-code': STATION.subdivision,
    'icy-language-codes': LANGUAGES.join(','),
    'icy-geo-lat-long': `${STATION.location.latitude},${STATION.location.longitude}`,
    'icy-main-stream-url': `${origin}${mountPath}`,
  } as const;
}

/** The audio description players and directories show: sample rate, bitrate, channels. */
export const audioInfo = (sampleRate: number, bitrateKbps: number) =>
  `ice-samplerate=${sampleRate};ice-bitrate=${bitrateKbps};ice-channels=${AUDIO.channels}`;
