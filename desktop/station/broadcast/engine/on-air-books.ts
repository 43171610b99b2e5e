import type { StationContext } from '../../core/context';
import type { Logger } from '../../core/log';
import type { Recorders } from '../../recording/recorders';
import type { SessionTag } from '../../repos/archive/podcast-drafts';
import type { OnAirItem } from '../on-air/on-air-item';
import { createAsRunBooks } from '../../reports/as-run-books';
import { createRequestAiring } from '../../requests/request-airing';
import type { EventEmitter } from 'node:events';
import type { BroadcastEvents } from './broadcast';

/**
 * What the station writes down when an item takes the air (the crossfade's midpoint, when listeners hear it):
 * the live show's start and end in the activity log and its recording, the proof of airing of a sold spot with its
 * real length, the play history and the as-run log. The air never waits on its books: a write that fails (database locked by
 * another program) is logged and lost.
 */
export function createOnAirBooks(options: {
  ctx: Pick<StationContext, 'repos' | 'config' | 'events' | 'clock' | 'live' | 'plannerData' | 'standbyAir'>;
  log: Logger;
  recorders: Recorders;
  listeners: () => number;
  events: EventEmitter<BroadcastEvents>;
}) {
  const { ctx, log, recorders } = options;
  // A listener's request marked aired, and requestAired told, as its song is heard.
  const requests = createRequestAiring({ repos: ctx.repos, events: options.events, log });
  // The airing of the spot on air, finished with its real length when the next item takes the air
  // (measured on the monotonic clock: a wall-clock jump during the spot must not change its length).
  let openAiring: { id: number; at: number } | null = null;
  let previousKind: OnAirItem['kind'] | null = null;
  // The as-run log: every item with its real start and end, for the regulator and the societies.
  const asRun = createAsRunBooks(ctx);
  // What a standby plays while the studio holds the air is heard by nobody: no proof of airing, no as-run, no
  // history. The item playing when it takes the air is booked from that moment (heardFrom).
  let playing: OnAirItem | null = null;

  function bookkeeping(what: string, write: () => void) {
    try {
      write();
    } catch (error) {
      log.error('could not record what went on air', { what, error: (error as Error).message });
    }
  }

  function closeAiring() {
    if (!openAiring) return;
    const { id, at } = openAiring;
    openAiring = null;
    ctx.repos.campaigns.setAiringDuration(id, Math.round((ctx.clock.monotonic() - at) / 100) / 10);
  }

  function recordAiring(item: OnAirItem, startedAt: string) {
    closeAiring();
    const planned = item.planned;
    if (item.kind !== 'spot' || !planned?.campaignId) return;
    const id = ctx.repos.campaigns.recordAiring({
      campaignId: planned.campaignId,
      airedAt: startedAt,
      breakAt: new Date(planned.breakAt ?? ctx.clock.now()).toISOString(),
      trackId: planned.track.id,
      spotTitle: planned.track.title,
      durationSec: item.duration,
      listeners: options.listeners(),
    });
    openAiring = { id, at: ctx.clock.monotonic() };
  }

  function onAir(item: OnAirItem, startedAt: string) {
    playing = item;
    if (!ctx.standbyAir || ctx.standbyAir.onAir()) book(item, startedAt);
  }

  function book(item: OnAirItem, startedAt: string) {
    // The activity log says when listeners heard the live show start and end, not when OBS connected.
    if (item.kind === 'live' && previousKind !== 'live') {
      bookkeeping('live.start', () => ctx.repos.audit.record(null, 'live.start', item.title));
      bookkeeping('live recording', () => recorders.liveStarted(item.title, presenterOnAir(ctx)));
    } else if (item.kind !== 'live' && previousKind === 'live') {
      bookkeeping('live.end', () => ctx.repos.audit.record(null, 'live.end', ''));
      void recorders.liveEnded();
    }
    previousKind = item.kind;
    bookkeeping('airing', () => recordAiring(item, startedAt));
    bookkeeping('as-run', () => asRun.onAir(item, startedAt));
    requests.onAir(item, startedAt);
    if (item.kind !== 'station-id')
      bookkeeping('play history', () =>
        ctx.repos.playHistory.record({
          trackId: item.trackId,
          title: item.title,
          artist: item.artist,
          album: item.album,
          source: item.kind,
          startedAt,
        }),
      );
  }

  return {
    onAir,
    /** A standby took the air at `at`: the item it is playing is heard from then on. */
    heardFrom(at: string) {
      if (playing) book(playing, at);
    },
    /** A standby gave the air back at `at`: what it plays is no longer heard. */
    unheardFrom(at: string) {
      bookkeeping('airing', closeAiring);
      bookkeeping('as-run', () => asRun.ended(at));
    },
    /** What was on air ended and silence follows (nothing to play): its as-run row and airing end now. */
    silence(at: string) {
      playing = null;
      bookkeeping('airing', closeAiring);
      bookkeeping('as-run', () => asRun.ended(at));
    },
    /** Any other write the air must not wait on (opening the recorders at start). */
    safely: bookkeeping,
    /** Off air: the next item starts a new story (a live show that was on air is not "ended" twice). */
    reset() {
      previousKind = null;
      bookkeeping('as-run', () => asRun.offAir());
    },
  };
}
export type OnAirBooks = ReturnType<typeof createOnAirBooks>;

/** The presenter whose occurrence is on air, for the recording's tag; none for the station key or an admin. */
function presenterOnAir(ctx: Pick<StationContext, 'live'>): SessionTag | undefined {
  const on = ctx.live.connections().find((c) => c.mode === 'air' && c.rank === 'presenter');
  if (!on || on.userId === null || on.showId === null || on.occurrenceStart === null) return undefined;
  return { presenterId: on.userId, showId: on.showId, occurrenceStart: new Date(on.occurrenceStart).toISOString() };
}
