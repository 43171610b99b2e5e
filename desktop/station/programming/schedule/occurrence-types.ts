import type { ShowKind } from '../../../../shared/schemas/programming/shows';

/** What occurrences are made from (shows, rules, exceptions, one-offs) and what they are (occurrences.ts). */
export interface ShowDef {
  id: number;
  name: string;
  slug: string;
  kind: ShowKind;
  colour: string;
  playlistId: number | null;
  /** A music show that follows an hour clock instead of a playlist (absent: none). */
  clockId?: number | null;
  relayUrl: string | null;
  repeatOfShowId: number | null;
  presenterIds: number[];
}

export interface RuleDef {
  id: number;
  showId: number;
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  days: number[];
  start: string;
  durationMin: number;
  from: string | null;
  until: string | null;
  everyWeeks: number;
  /** Monthly: 1..4, or -1 for the last such weekday of the month. */
  nth: number | null;
}

export interface ExceptionDef {
  id: number;
  showId: number;
  /** The rule's own start, in station time. */
  date: string;
  time: string;
  status: 'scheduled' | 'moved' | 'cancelled' | 'replaced';
  newDate: string | null;
  newTime: string | null;
  durationMin: number | null;
  replacementShowId: number | null;
  replacementProgramId: number | null;
  trackId: number | null;
}

/** A dated programme (schedule_programs): a special, or one entered before shows existed. */
export interface OneOffDef {
  id: number;
  showId: number | null;
  date: string;
  start: string;
  /** HH:MM, or 24:00. */
  end: string;
  title: string;
  type: 'music' | 'talk' | 'live';
  playlistId: number | null;
  showTrackId: number | null;
  /** A one-off that relays a remote stream (migration 25). */
  relayUrl: string | null;
  /** A one-off that repeats an earlier airing: its instants (ms). */
  repeatOfStart: number | null;
  repeatOfEnd: number | null;
}

export interface Occurrence {
  showId: number | null;
  showName: string;
  slug: string | null;
  kind: ShowKind;
  colour: string;
  startAt: number;
  endAt: number;
  /** Station date and wall start of this airing (after a move). */
  date: string;
  start: string;
  durationMin: number;
  presenterIds: number[];
  ruleId: number | null;
  exceptionId: number | null;
  programId: number | null;
  /** A one-off's own type (music, talk, live); null for a rule's occurrence. */
  programType: OneOffDef['type'] | null;
  /** The show whose rule made it and the rule's own start: the key an exception is stored under. */
  sourceShowId: number | null;
  originalDate: string;
  originalTime: string;
  status: 'scheduled' | 'moved' | 'cancelled' | 'replaced';
  trackId: number | null;
  playlistId: number | null;
  /** The show's hour clock, when it follows one instead of a playlist. */
  clockId?: number | null;
  relayUrl: string | null;
  repeatOfShowId: number | null;
  /** A one-off repeat names the airing it repeats by its instants rather than by a show. */
  repeatOfWindow?: { startAt: number; endAt: number } | null;
}

export interface ScheduleData {
  shows: readonly ShowDef[];
  rules: readonly RuleDef[];
  exceptions: readonly ExceptionDef[];
  oneOffs: readonly OneOffDef[];
}
