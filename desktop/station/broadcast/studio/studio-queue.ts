import { airSeconds } from '../../programming/planner/fill-to-time';
import type { Queue, QueueItem } from '../../../../shared/schemas/programming/programming';
import type { Programming } from '../../programming/planner/programming';
import type { Clock } from '../../core/clock';
import type { Playout } from '../playout/playout';
import type { LiveMissing } from '../engine/broadcast';

interface StudioQueueDeps {
  clock: Clock;
  programming: Programming;
  playout: Pick<Playout, 'prepared' | 'msLeft' | 'replan' | 'playBreak' | 'dueStationId' | 'takeDueStationId'>;
  crossfadeSeconds(): number;
  /** The live show is on air, or paused for a break it returns from. */
  liveOnAir(): boolean;
  liveMissing(): LiveMissing | null;
  /** The plan changed here (an insert or a removal): re-plan the air. */
  replan(): void;
  /** A listener's request was rejected (by the desk, the studio queue or anyone else). */
  requestRejected(requestId: number): boolean;
}

/** The studio's hand on the next hour: the forecast it shows, inserts, removals and the break button. */
export function createStudioQueue(deps: StudioQueueDeps) {
  const { programming, playout, clock } = deps;

  /** Where the forecast starts: after what is on air and what is already decoding. */
  function queueFrom(): number {
    const now = clock.now();
    if (deps.liveOnAir()) {
      const slot = programming.slotAt(now).find((s) => s.type === 'live' && s.startAt <= now && now < s.endAt);
      return slot ? slot.endAt : now;
    }
    // The next item starts when what is on air begins its crossfade out (the planner's instants are starts).
    return now + Math.max(0, playout.msLeft() - deps.crossfadeSeconds() * 1000);
  }

  function queue(): Omit<Queue, 'timezone'> {
    const crossfade = deps.crossfadeSeconds();
    let from = queueFrom();
    const items: QueueItem[] = [];
    const prepared = playout.prepared();
    if (prepared) {
      items.push(programming.toQueueItem({ ...prepared, plannedAt: from }));
      from += Math.max(1, airSeconds(prepared.track) - crossfade) * 1000;
    }
    items.push(...programming.forecast(from, crossfade).map(programming.toQueueItem));
    const live = deps.liveOnAir();
    const dueSpots = live ? programming.dueSpots(clock.now()) : [];
    return { items, dueSpots, dueStationId: live ? playout.dueStationId() : null, liveMissing: deps.liveMissing() };
  }

  return {
    queue,
    /**
     * The planned items from `from` to `to` (the log): the item decoding, then the planner run forward from the air's
     * own state, never from `from`, so every item gets the position (and the song) the air will give it.
     */
    log: (from: number, to: number) => {
      const crossfade = deps.crossfadeSeconds();
      let start = queueFrom();
      const prepared = playout.prepared();
      const items = prepared ? [{ ...prepared, plannedAt: start }] : [];
      if (prepared) start += Math.max(1, prepared.track.duration - crossfade) * 1000;
      items.push(...programming.log(start, to, crossfade));
      return items.filter((i) => i.plannedAt >= from && i.plannedAt < to);
    },
    /** Puts a library track to play next; null when the track does not exist or cannot play. */
    insert(trackId: number): QueueItem | null {
      if (!programming.insert(trackId)) return null;
      deps.replan();
      return queue().items[0] ?? null;
    },
    /** Removes an upcoming item: 'show' for a recorded show (hard-timed: edit the schedule instead). */
    remove(id: number): 'removed' | 'not_found' | 'show' {
      const prepared = playout.prepared();
      if (prepared?.id === id) {
        if (prepared.requestId !== undefined) programming.dropRequest(prepared.requestId);
        // Dropping its request has re-planned it away already (requestsChanged, through the station's events).
        if (playout.prepared()?.id === id) playout.replan();
        return 'removed';
      }
      const after = queueFrom() + (prepared ? prepared.track.duration * 1000 : 0);
      const result = programming.remove(id, after, deps.crossfadeSeconds());
      if (result === true) deps.replan();
      return result === 'show' ? 'show' : result ? 'removed' : 'not_found';
    },
    /**
     * A request changed (station events, `requests`): when the item decoding to air next is a request now rejected,
     * it is re-planned away as "Quitar" does, else it would still air (the planner finds waiting requests afresh,
     * but not the decision it already made). True when it was decoding.
     */
    requestsChanged(): boolean {
      const requestId = playout.prepared()?.requestId;
      if (requestId === undefined || !deps.requestRejected(requestId)) return false;
      playout.replan();
      return true;
    },
    /** Plays the due spots now (over a live show too, which returns after them); how many were queued. */
    playBreak(): number {
      // The hourly ID the live show held back opens the break.
      const items = [...playout.takeDueStationId(), ...programming.takeBreak(clock.now())];
      if (items.length > 0) playout.playBreak(items);
      return items.length;
    },
  };
}
export type StudioQueue = ReturnType<typeof createStudioQueue>;
