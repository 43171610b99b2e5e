import type { ScheduledProgram } from '../../../../shared/schemas/admin/admin';
import type { ProgramRow } from '../../repos/programming/schedule';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A one-off row as the admin API shows it: the slot, its host, the relay's URL and the repeated airing. (What the
 * planner plans with comes from the occurrences: programming/schedule/occurrences.ts reads one-offs and shows alike.)
 */
export const programmeOfRow = (row: ProgramRow): ScheduledProgram => ({
  id: row.id,
  date: row.date,
  start: row.start,
  end: row.end,
  title: row.title,
  host: row.host,
  type: row.type,
  playlistId: row.playlist_id,
  showTrackId: row.show_track_id,
  relayUrl: row.relay_url,
  repeatOf:
    row.repeat_of_start !== null && row.repeat_of_end !== null
      ? { start: iso(row.repeat_of_start), end: iso(row.repeat_of_end) }
      : null,
});
