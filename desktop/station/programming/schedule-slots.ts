import type { ScheduledProgram } from '../../../shared/schemas/admin';
import type { ProgramRow } from '../repos/schedule';
import { type Slot, type TimedSlot, timeSlot } from './planner';

/** The columns a slot needs (the planner's read model selects only these). */
export type SlotRow = Pick<
  ProgramRow,
  | 'id'
  | 'date'
  | 'start'
  | 'end'
  | 'title'
  | 'type'
  | 'playlist_id'
  | 'show_track_id'
  | 'relay_url'
  | 'repeat_of_start'
  | 'repeat_of_end'
>;

const repeatOfRow = (row: SlotRow) =>
  row.repeat_of_start !== null && row.repeat_of_end !== null
    ? { startAt: row.repeat_of_start, endAt: row.repeat_of_end, title: row.title }
    : null;

/** The one conversion of a schedule row into what the planner plans with. */
const slotOfRow = (row: SlotRow): Slot => {
  const repeatOf = repeatOfRow(row);
  return {
    id: row.id,
    date: row.date,
    start: row.start,
    end: row.end,
    title: row.title,
    // The grid's type stays the spec's (music/talk/live); a relay URL or an original airing decides what airs.
    type: row.relay_url !== null ? 'relay' : repeatOf ? 'repeat' : row.type,
    playlistId: row.playlist_id,
    showTrackId: row.show_track_id,
    showId: null,
    relayUrl: row.relay_url,
    repeatOf,
  };
};

const iso = (ms: number) => new Date(ms).toISOString();

/** A row as the admin API shows it: the slot, its host, the relay's URL and the repeated airing. */
export const programmeOfRow = (row: ProgramRow): ScheduledProgram => {
  const repeatOf = repeatOfRow(row);
  return {
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
    repeatOf: repeatOf ? { start: iso(repeatOf.startAt), end: iso(repeatOf.endAt) } : null,
  };
};

/** Rows in station time: the instants the planner, the banner and the studio all read. */
export const timedSlots = (rows: readonly SlotRow[], timeZone: string): TimedSlot[] =>
  rows.map((row) => timeSlot(slotOfRow(row), timeZone));
