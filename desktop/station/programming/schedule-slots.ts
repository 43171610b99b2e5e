import type { ScheduledProgram } from '../../../shared/schemas/admin';
import type { ProgramRow } from '../repos/schedule';
import { type Slot, type TimedSlot, timeSlot } from './planner';

/** The columns a slot needs (the planner's read model selects only these). */
export type SlotRow = Pick<
  ProgramRow,
  'id' | 'date' | 'start' | 'end' | 'title' | 'type' | 'playlist_id' | 'show_track_id'
>;

/** The one conversion of a schedule row into what the planner plans with. */
const slotOfRow = (row: SlotRow): Slot => ({
  id: row.id,
  date: row.date,
  start: row.start,
  end: row.end,
  title: row.title,
  type: row.type,
  playlistId: row.playlist_id,
  showTrackId: row.show_track_id,
});

/** A row as the admin API shows it: the slot and its host. */
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
});

/** Rows in station time: the instants the planner, the banner and the studio all read. */
export const timedSlots = (rows: readonly SlotRow[], timeZone: string): TimedSlot[] =>
  rows.map((row) => timeSlot(slotOfRow(row), timeZone));
