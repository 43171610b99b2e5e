import { api } from '../../lib/api';
import { STATION_STREAM } from './station-stream';

/**
 * Where to try the station's stream, in order: the station's answer (its relays with room first once it is full,
 * "Enviar oyentes a los repetidores"), or just its own mount when it cannot say.
 */
export async function stationStreamUrls(): Promise<string[]> {
  try {
    const { urls } = await api('streaming.listen');
    return urls.length > 0 ? urls : [STATION_STREAM.url];
  } catch {
    return [STATION_STREAM.url];
  }
}

/** The station stream being tried: its places in order and which one is playing. */
export const stationAttempt = { request: -1, urls: [] as string[], index: 0 };

/** The next place to try after a failure of the current one, or null when every place has failed. */
export function nextStationUrl(request: number): string | null {
  if (stationAttempt.request !== request || stationAttempt.index + 1 >= stationAttempt.urls.length) return null;
  stationAttempt.index += 1;
  return stationAttempt.urls[stationAttempt.index]!;
}
