import { STATION } from '../../../../shared/station/station-facts';
import type { StreamingSource } from '../../../../shared/schemas/broadcast/sources';
import { usePlayer } from '../../stores/player';

/** The station's own mount, played by the live button as the current streaming source. */
export const STATION_STREAM: StreamingSource = {
  id: 0,
  name: `${STATION.name} ${STATION.frequencyMHz} FM`,
  url: '/stream',
  isActive: true,
};

/** True for the station's own mount, whose on-air item the now-playing events describe. */
export function isStationStream(source: StreamingSource | null): boolean {
  return source !== null && source.id === STATION_STREAM.id && source.url === STATION_STREAM.url;
}

/**
 * The live buttons (header, home card, /live): play the station's stream, unless it is already playing, when a
 * second press must not cut the listener off to reconnect.
 */
export function listenLive(): void {
  const s = usePlayer.getState();
  if (isStationStream(s.currentStream) && s.isPlaying && s.error === null) return;
  s.playStream(STATION_STREAM);
}
