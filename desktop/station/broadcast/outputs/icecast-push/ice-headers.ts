import type { PushFormat } from '../../../../../shared/schemas/broadcast/outputs';
import { audioInfo } from '../../mounts/directory-info';
import { FORMATS } from '../encoding/formats';

export interface StationIdentity {
  name: string;
  description: string;
  genre: string;
  url: string;
}

// Header values are one line: a newline in a name would start a header of its own.
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

/** The ice-* headers a source client sends: what Icecast shows in its status page and directory listings. */
export function iceHeaders(
  station: StationIdentity,
  output: { format: PushFormat; bitrateKbps: number; public: boolean },
): Record<string, string> {
  const { sampleRate } = FORMATS[output.format];
  return {
    'ice-name': oneLine(station.name),
    'ice-description': oneLine(station.description),
    'ice-genre': oneLine(station.genre),
    'ice-url': oneLine(station.url),
    'ice-public': output.public ? '1' : '0',
    'ice-bitrate': String(output.bitrateKbps),
    'ice-audio-info': audioInfo(sampleRate, output.bitrateKbps),
  };
}
