import { PROGRAMMING } from '../../../../shared/station/station-rules';
import type { Daypart } from '../../../../shared/schemas/programming/campaigns';
import { breakInstantsOfDay, breakOfHour, campaignBreakCount, campaignBreakIndex, spotsDueBy } from './ad-breaks';
import { instantOf, nextDate, wallTime } from '../../../../shared/station/station-time';
import { type ClockEvent, NEWEST_FILE_FRESHNESS_MIN } from '../../../../shared/schemas/music/clocks';
import { newestSourceAt } from '../../../../shared/station/dated-url';
import { type ClockState, clockStep } from './clock-step';

/**
 * The planner decides what airs next; the playout executes. Pure: an instant, the schedule around it and the
 * state of the last decisions go in, one decision and the next state come out. A fake clock can therefore walk
 * a week of grid, summer-time changes and campaign quotas in milliseconds.
 */

export interface Slot {
  id: number;
  date: string;
  start: string;
  end: string;
  title: string;
  type: 'music' | 'talk' | 'live' | 'relay' | 'repeat';
  playlistId: number | null;
  /** A music show's own hour clock, followed instead of the grid's during the slot. */
  clockId?: number | null;
  showTrackId: number | null;
  /** The show an occurrence belongs to (null for plain one-offs). */
  showId?: number | null;
  /** type 'relay': the remote stream. */
  relayUrl?: string | null;
  /** type 'repeat': the original airing's instants. */
  repeatOf?: { startAt: number; endAt: number; title: string } | null;
}

export interface TimedSlot extends Slot {
  startAt: number;
  endAt: number;
}

export interface PlannedCampaign {
  id: number;
  spotTrackId: number | null;
  spots: number;
  startDate: string;
  endDate: string;
  daypart: Daypart;
  /** Airings recorded so far. */
  aired: number;
  /** For people (the studio's due spots); the planner does not read them. */
  advertiser?: string;
  title?: string;
}

export interface PlanInput {
  at: number;
  timeZone: string;
  /** Slots of the day before, the day and the day after `at` (station dates). */
  slots: readonly TimedSlot[];
  defaultPlaylistId: number | null;
  jingleEvery: number;
  hasJingles: boolean;
  adBreakMinutes: readonly number[];
  campaigns: readonly PlannedCampaign[];
  liveOnAir: boolean;
  /** The hour clock's events at `at` (its grid cell's, or the default clock's); null: no clock, the old rotation. */
  clock?: readonly ClockEvent[] | null;
}

export interface PlanState {
  musicSinceJingle: number;
  /** Instant of the last ad break handled (aired, or found with nothing owed). */
  lastBreakAt: number;
  /** `${slotId}@${startAt}` of recorded shows already started. */
  showsStarted: string[];
  /** Spots a simulation has planned but the database has not recorded (forecasts only). */
  simulatedAirings: Record<number, number>;
  /** Where the hour's clock stands (absent before the first clock decision). */
  clock?: ClockState;
}

export type Decision =
  | { kind: 'show'; slot: TimedSlot; trackId: number }
  | { kind: 'break'; breakAt: number; spots: Array<{ campaignId: number; trackId: number }> }
  | { kind: 'jingle' }
  /**
   * A clock's "newest file", due at its mark if it is fresh enough then; `source` is the watched folder, or the
   * dated address as the mark expands it (what the file was filed ahead under).
   */
  | { kind: 'newest'; source: string; freshnessMin: number; markAt: number }
  | { kind: 'music'; playlistId: number | null; slot: TimedSlot | null; categoryId?: number };

export const initialPlanState = (now: number): PlanState => ({
  musicSinceJingle: 0,
  lastBreakAt: now,
  showsStarted: [],
  simulatedAirings: {},
});

/** A slot's instants. One that falls wholly in the spring gap keeps its length, starting when the gap ends. */
export function timeSlot(slot: Slot, timeZone: string): TimedSlot {
  const startAt = instantOf(slot.date, slot.start, timeZone);
  let endAt =
    slot.end === '24:00' ? instantOf(nextDate(slot.date), '00:00', timeZone) : instantOf(slot.date, slot.end, timeZone);
  if (endAt <= startAt) {
    const minutes = (s: string) => Number(s.slice(0, 2)) * 60 + Number(s.slice(3));
    endAt = startAt + (minutes(slot.end) - minutes(slot.start)) * 60_000;
  }
  return { ...slot, startAt, endAt };
}

/**
 * The slot on air at an instant; when two overlap (only a slot moved out of the spring gap can), the one that
 * started last, and of two that start together the one that ends first, so both get their time.
 */
export function slotAt(at: number, slots: readonly TimedSlot[]): TimedSlot | null {
  let found: TimedSlot | null = null;
  for (const slot of slots) {
    if (slot.startAt > at || at >= slot.endAt) continue;
    if (!found || slot.startAt > found.startAt || (slot.startAt === found.startAt && slot.endAt < found.endAt))
      found = slot;
  }
  return found;
}

export const showKey = (slot: TimedSlot) => `${slot.id}@${slot.startAt}`;

/** A recorded show whose slot is running at `at` and has not started yet. */
export function showDue(at: number, slots: readonly TimedSlot[], state: PlanState): TimedSlot | null {
  const slot = slotAt(at, slots);
  if (!slot || slot.showTrackId === null || state.showsStarted.includes(showKey(slot))) return null;
  return slot;
}

/** The next recorded show to start after `at` (within `withinMs`), for pre-rolling its decoder. */
export function nextShowStart(
  at: number,
  withinMs: number,
  slots: readonly TimedSlot[],
  state: PlanState,
): TimedSlot | null {
  let next: TimedSlot | null = null;
  for (const slot of slots) {
    if (
      slot.showTrackId === null ||
      slot.startAt <= at ||
      slot.startAt > at + withinMs ||
      state.showsStarted.includes(showKey(slot))
    )
      continue;
    if (!next || slot.startAt < next.startAt) next = slot;
  }
  return next;
}

/** The latest break at or before `at`, still inside its window and not handled yet. */
export function dueBreak(
  at: number,
  minutes: readonly number[],
  timeZone: string,
  state: PlanState,
): { at: number; date: string; time: string } | null {
  const windowMs = PROGRAMMING.adBreakWindowMinutes * 60_000;
  const today = wallTime(at, timeZone).date;
  const candidates = [
    ...breakInstantsOfDay(nextDate(today, -1), minutes, timeZone),
    ...breakInstantsOfDay(today, minutes, timeZone),
  ];
  let due: { at: number; date: string; time: string } | null = null;
  for (const b of candidates)
    if (b.at <= at && at < b.at + windowMs && b.at > state.lastBreakAt && (!due || b.at > due.at)) due = b;
  return due;
}

/** The spots a break owes: every campaign behind its even spread, one spot each. */
export function spotsForBreak(
  brk: { date: string; time: string },
  input: Pick<PlanInput, 'campaigns' | 'adBreakMinutes' | 'timeZone'>,
  state: PlanState,
) {
  const spots: Array<{ campaignId: number; trackId: number }> = [];
  for (const c of input.campaigns) {
    if (c.spotTrackId === null) continue;
    const index = campaignBreakIndex(c, brk.date, brk.time, input.adBreakMinutes, input.timeZone);
    if (index === null) continue;
    const total = campaignBreakCount(c, input.adBreakMinutes, input.timeZone);
    const aired = c.aired + (state.simulatedAirings[c.id] ?? 0);
    if (aired < spotsDueBy(index, total, c.spots)) spots.push({ campaignId: c.id, trackId: c.spotTrackId });
  }
  return spots;
}

const isBreakEvent = (e: ClockEvent) => e.type === 'break' || (e.type === 'hard' && e.event.type === 'break');

/** A break handled: the spots it owes (none: nothing to air, the break is still handled) and the state after it. */
function airBreak(
  brk: { at: number; date: string; time: string },
  input: PlanInput,
  state: PlanState,
  simulate: boolean,
): { decision: Decision | null; state: PlanState } {
  const spots = spotsForBreak(brk, input, state);
  const next: PlanState = { ...state, lastBreakAt: brk.at };
  if (simulate) {
    next.simulatedAirings = { ...state.simulatedAirings };
    for (const s of spots) next.simulatedAirings[s.campaignId] = (next.simulatedAirings[s.campaignId] ?? 0) + 1;
  }
  return { decision: spots.length > 0 ? { kind: 'break', breakAt: brk.at, spots } : null, state: next };
}

/** What airs next at `input.at`, and the state after it. A live show on air holds shows and breaks back. */
export function plan(input: PlanInput, state: PlanState, simulate = false): { decision: Decision; state: PlanState } {
  if (!input.liveOnAir) {
    const show = showDue(input.at, input.slots, state);
    if (show)
      return {
        decision: { kind: 'show', slot: show, trackId: show.showTrackId! },
        state: { ...state, showsStarted: [...state.showsStarted.slice(-50), showKey(show)] },
      };
  }
  const slot = slotAt(input.at, input.slots);
  // A slot with its own playlist plays it; elsewhere the hour's clock decides, jingles included.
  const clocked = input.clock?.length && slot?.playlistId == null ? input.clock : null;
  // A clock with break events places the hour's ad breaks itself; otherwise they air at their minutes.
  if (!input.liveOnAir && !clocked?.some(isBreakEvent)) {
    const brk = dueBreak(input.at, input.adBreakMinutes, input.timeZone, state);
    if (brk) {
      const aired = airBreak(brk, input, state, simulate);
      if (aired.decision) return aired as { decision: Decision; state: PlanState };
      state = aired.state;
    }
  }
  if (clocked) {
    const decided = fromClock(input, clocked, state, slot, simulate);
    if (decided) return decided;
  }
  if (input.jingleEvery > 0 && input.hasJingles && state.musicSinceJingle >= input.jingleEvery) {
    return { decision: { kind: 'jingle' }, state: { ...state, musicSinceJingle: 0 } };
  }
  return {
    decision: { kind: 'music', playlistId: slot?.playlistId ?? input.defaultPlaylistId, slot },
    state: { ...state, musicSinceJingle: state.musicSinceJingle + 1 },
  };
}

/**
 * The clock's next event as a decision. A break event airs the spots of one of the station's ad breaks of this hour
 * (the latest one due), so the campaigns' even spread still counts the same breaks and only where in the hour they
 * air moves; with nothing due or owed it passes to the next event. The station ID airs from the jingles, as
 * the hourly ID of the playout still airs on its own.
 */
function fromClock(
  input: PlanInput,
  events: readonly ClockEvent[],
  state: PlanState,
  slot: TimedSlot | null,
  simulate: boolean,
): { decision: Decision; state: PlanState } | null {
  let clock = state.clock;
  for (let tries = 0; tries < events.length + 1; tries++) {
    const step = clockStep(events, input.at, input.timeZone, clock);
    clock = step.clock;
    const event = step.event;
    if (!event) return null;
    if (event.type === 'break' && !input.liveOnAir) {
      const brk = breakOfHour(Number(clock.hour), input.at, input.adBreakMinutes, input.timeZone, state.lastBreakAt);
      const aired = brk ? airBreak(brk, input, { ...state, clock }, simulate) : null;
      if (aired?.decision) return { decision: aired.decision, state: aired.state };
      if (aired) state = aired.state;
      continue;
    }
    if (event.type === 'category')
      return {
        decision: { kind: 'music', playlistId: null, slot, categoryId: event.categoryId },
        state: { ...state, clock, musicSinceJingle: state.musicSinceJingle + 1 },
      };
    if (event.type === 'newest-file') {
      const { freshnessMin = NEWEST_FILE_FRESHNESS_MIN } = event;
      const markAt = step.markAt ?? input.at;
      return {
        decision: { kind: 'newest', source: newestSourceAt(event, markAt, input.timeZone), freshnessMin, markAt },
        state: { ...state, clock },
      };
    }
    if ((event.type === 'jingle' || event.type === 'station-id') && input.hasJingles)
      return { decision: { kind: 'jingle' }, state: { ...state, clock, musicSinceJingle: 0 } };
  }
  return null;
}

/** A live programme scheduled now while nobody is on air from OBS. */
export function liveMissing(at: number, slots: readonly TimedSlot[], liveOnAir: boolean): TimedSlot | null {
  if (liveOnAir) return null;
  const slot = slotAt(at, slots);
  return slot?.type === 'live' ? slot : null;
}
