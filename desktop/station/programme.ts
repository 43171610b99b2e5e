import { STATION } from '../../shared/station-facts';
import type { Programme } from '../../shared/schemas/streaming';
import type { StationContext } from './context';
import { slotAt, timeSlot } from './programming/planner';
import { nextDate, stationTimeZone, wallTime } from './programming/station-time';

/**
 * The programme on air now, or the station's default banner. Read from the same slots, in the same station time,
 * as the planner that drives the air, so the banner and the audio never disagree.
 */
export function currentProgramme(
  { repos, config }: Pick<StationContext, 'repos' | 'config'>,
  now = Date.now(),
): Programme {
  const timeZone = stationTimeZone(config);
  const today = wallTime(now, timeZone).date;
  const slots = repos.schedule.between(nextDate(today, -1), nextDate(today, 1)).map((row) =>
    timeSlot(
      {
        id: row.id,
        date: row.date,
        start: row.start,
        end: row.end,
        title: row.title,
        type: row.type,
        playlistId: row.playlist_id,
        showTrackId: row.show_track_id,
      },
      timeZone,
    ),
  );
  const slot = slotAt(now, slots);
  if (slot) return { title: slot.title, location: STATION.town, time: `${slot.start} - ${slot.end}` };
  return { title: STATION.name, location: STATION.town, time: STATION.hours };
}
