import type { RequestAvailability, RequestSettings } from '../../../shared/schemas/requests/requests';
import { wallTime } from '../../../shared/station/station-time';
import type { StationContext } from '../core/context';
import type { ListenerKey } from './listener-keys';
import { REQUEST_EXPIRY_MS, slotAt, slotRefuses } from './request-rules';

type Ctx = Pick<StationContext, 'repos' | 'broadcast' | 'plannerData'>;

/** Why nobody can ask now: the stable code, the Spanish message, and when it ends (the programme's end). */
export interface Closed {
  code: NonNullable<RequestAvailability['reason']>;
  message: string;
  reopensAt: number | null;
}

const MINUTE = 60_000;
const iso = (at: number) => new Date(at).toISOString();

/**
 * Whether requests are open now and what a listener may ask for: the same rules the request itself is checked
 * against (request-service.ts), read ahead so the dialog can say them before anyone chooses or writes a dedication.
 */
export function createRequestGate(ctx: Ctx, timeZone: string) {
  // The schedule as the planner reads it: its own copy, not a second one.
  const { repos, plannerData: slots } = ctx;

  function closedBecause(settings: RequestSettings, at: number): Closed | null {
    if (!settings.enabled)
      return { code: 'requests_closed', message: 'Las peticiones están cerradas.', reopensAt: null };
    // Nothing plays a request while the station is stopped: the listener is told now, not left to wait and expire.
    if (!ctx.broadcast.status().serverRunning)
      return { code: 'station_off_air', message: 'La emisora no está emitiendo ahora.', reopensAt: null };
    const slot = slotAt(slots.slotsAround(wallTime(at, timeZone).date), at);
    const live = ctx.broadcast.status().isLive && settings.offSlotTypes.includes('live');
    if (live || slotRefuses(slot, settings))
      return {
        code: 'requests_off_now',
        message: 'Durante este programa no se aceptan peticiones.',
        reopensAt: slotRefuses(slot, settings) && slot ? slot.endAt : null,
      };
    return null;
  }

  function availability(who: ListenerKey, at: number): RequestAvailability {
    const settings = repos.settings.requests();
    const closed = closedBecause(settings, at);
    repos.songRequests.expire(iso(at - REQUEST_EXPIRY_MS));
    const since = (minutes: number) => iso(at - minutes * MINUTE);
    const asked =
      settings.perListenerMinutes > 0
        ? repos.songRequests.lastAskedSince(who.listenerHash, who.addressHash, since(settings.perListenerMinutes))
        : null;
    const aired =
      settings.notAiredMinutes > 0
        ? repos.songRequests.airedSince(since(settings.notAiredMinutes)).map(({ trackId, lastAt }) => ({
            trackId,
            reason: 'recently_aired' as const,
            availableAt: iso(Date.parse(lastAt) + settings.notAiredMinutes * MINUTE),
          }))
        : [];
    const waiting = new Set(repos.songRequests.waitingTrackIds());
    const unavailable = [
      ...aired.filter((song) => !waiting.has(song.trackId)),
      ...[...waiting].map((trackId) => ({ trackId, reason: 'already_pending' as const, availableAt: null })),
    ].sort((a, b) => a.trackId - b.trackId);
    return {
      open: closed === null,
      reason: closed?.code ?? null,
      reopensAt: closed?.reopensAt ? iso(closed.reopensAt) : null,
      listenerNextAt: asked ? iso(Date.parse(asked) + settings.perListenerMinutes * MINUTE) : null,
      queueFull: repos.songRequests.waiting().length >= settings.maxPending,
      unavailable,
    };
  }

  return { closedBecause, availability };
}
