import { STATION } from '../../../../shared/station/station-facts';
import type { StationContext } from '../../core/context';
import { currentProgramme } from '../../programming/schedule/programme-on-air';
import type { OnAirItem } from './on-air-item';

/** What now-playing shows while the live show is on: the programme's title, in the station's name. */
export function liveItem(ctx: Pick<StationContext, 'repos' | 'plannerData' | 'clock'>): OnAirItem {
  return {
    kind: 'live',
    trackId: null,
    planned: null,
    title: currentProgramme(ctx).title,
    artist: STATION.name,
    album: null,
    coverImageUrl: null,
    duration: 0,
  };
}
