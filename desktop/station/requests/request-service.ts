import type {
  RequestAvailability,
  RequestCheck,
  RequestCreated,
  RequestSettings,
  RequestStatus,
} from '../../../shared/schemas/requests/requests';
import { plural } from '../../../shared/text/plural';
import { stationTimeZone } from '../../../shared/station/station-time';
import type { StationContext } from '../core/context';
import { Conflict, NotFound, Refused, TooSoon } from '../core/domain-errors';
import type { ListenerKey } from './listener-keys';
import { createRequestGate } from './request-gate';
import { REQUEST_EXPIRY_MS } from './request-rules';
import type { RequestVerdict } from './request-separation';
import { createRequestVerdicts } from './request-verdicts';

type Ctx = Pick<StationContext, 'repos' | 'broadcast' | 'config' | 'plannerData' | 'clock'>;

const FORECAST_REUSE_MS = 3_000;

const minutes = (n: number) => plural(n, { one: '# minuto', other: '# minutos' });

/**
 * Song requests: each rule of the admin's settings is checked in turn, and the first one broken says why in
 * Spanish with a stable code the public site translates. An accepted request waits for the planner's next music
 * decision; its expected time is the forecast's.
 */
export function createRequestService(ctx: Ctx, now: () => number = ctx.clock.now) {
  const { repos } = ctx;
  const gate = createRequestGate(ctx, stationTimeZone(ctx.config));
  const verdicts = createRequestVerdicts(ctx);

  function requestable(trackId: number) {
    const track = repos.tracks.get(trackId);
    if (track?.kind !== 'music' || !track.requestable || track.broken)
      throw new Refused('not_requestable', 'Esa canción no se puede pedir.');
    return track;
  }

  function assertOpen(settings: RequestSettings, at: number) {
    const closed = gate.closedBecause(settings, at);
    if (closed) throw new Refused(closed.code, closed.message);
  }

  // Every waiting listener's page asks every few seconds: one forecast answers them all for a few seconds.
  let forecast: { at: number; times: Map<number | undefined, string> } | null = null;
  /** When the forecast expects the request on air (ISO), null when it is beyond the next hour. */
  function expectedAt(id: number, fresh = false): string | null {
    if (fresh || !forecast || now() - forecast.at > FORECAST_REUSE_MS) {
      const items = ctx.broadcast.queue().items;
      forecast = { at: now(), times: new Map(items.map((i) => [i.requestId, i.plannedAt])) };
    }
    return forecast.times.get(id) ?? null;
  }

  const create = repos.transaction((input: { trackId: number; dedication: string | null }, who: ListenerKey) => {
    const at = now();
    const settings = repos.settings.requests();
    assertOpen(settings, at);
    const track = requestable(input.trackId);
    repos.songRequests.expire(new Date(at - REQUEST_EXPIRY_MS).toISOString());
    const since = (n: number) => new Date(at - n * 60_000).toISOString();
    if (
      settings.perListenerMinutes > 0 &&
      repos.songRequests.askedSince(who.listenerHash, who.addressHash, since(settings.perListenerMinutes))
    )
      throw new TooSoon('too_soon', `Solo puedes pedir una canción cada ${minutes(settings.perListenerMinutes)}.`);
    if (repos.songRequests.trackWaiting(track.id))
      throw new Conflict('already_pending', 'Esa canción ya está pedida: sonará pronto.');
    if (settings.notAiredMinutes > 0 && repos.songRequests.trackAiredSince(track.id, since(settings.notAiredMinutes)))
      throw new Conflict(
        'recently_aired',
        `Esa canción ha sonado hace menos de ${minutes(settings.notAiredMinutes)}: pide otra.`,
      );
    if (repos.songRequests.waiting().length >= settings.maxPending)
      throw new TooSoon('queue_full', 'Ya hay muchas peticiones esperando: prueba dentro de un rato.');
    // The same answer the dialog gave before the dedication: a song no rule lets air in time is never stored.
    const verdict = verdicts.verdictOf(track, at, ctx.broadcast.queue().items);
    if (verdict.verdict === 'refused') throw new Conflict('breaks_separation', verdicts.message(verdict)!);
    const request = repos.songRequests.create({
      trackId: track.id,
      title: track.title,
      artist: track.artist,
      dedication: input.dedication,
      createdAt: new Date(at).toISOString(),
      listenerHash: who.listenerHash,
      addressHash: who.addressHash,
    });
    return { created: { id: request.id, status: 'queued', expectedAt: null } as RequestCreated, verdict };
  });

  /** Beyond the forecast's hour, the time the separation rules let the song air (the planner's own answer). */
  const waitedUntil = (verdict: RequestVerdict) =>
    verdict.verdict === 'wait' && verdict.availableAt !== null ? new Date(verdict.availableAt).toISOString() : null;

  return {
    /** What a listener can ask for now, before choosing (see request-gate.ts). */
    availability: (who: ListenerKey): RequestAvailability => gate.availability(who, now()),
    /** Whether a chosen song can air under the separation rules, and when (before the dedication is written). */
    check(trackId: number): RequestCheck {
      return verdicts.check(trackId, requestable(trackId), now());
    },
    create(input: { trackId: number; dedication: string | null }, who: ListenerKey): RequestCreated {
      const { created, verdict } = create(input, who);
      // Read after the commit: the forecast reads the request from the database.
      const expected = expectedAt(created.id, true) ?? waitedUntil(verdict);
      repos.songRequests.setExpected(created.id, expected);
      return { ...created, expectedAt: expected };
    },
    status(id: number): RequestStatus {
      const request = repos.songRequests.get(id);
      if (!request) throw new NotFound('not_found', 'Esa petición no existe.');
      let expected = request.expectedAt;
      if (request.status === 'queued') {
        expected = expectedAt(id) ?? expected;
        if (expected !== request.expectedAt) repos.songRequests.setExpected(id, expected);
      }
      const current = ctx.broadcast.nowPlaying().current;
      return {
        id: request.id,
        status: request.status,
        title: request.title,
        artist: request.artist,
        expectedAt: expected,
        airedAt: request.airedAt,
        onAir:
          request.status === 'aired' && current?.trackId === request.trackId && current.startedAt === request.airedAt,
      };
    },
    /** The studio desk's list: what waits to air, expected times refreshed. */
    waiting() {
      repos.songRequests.expire(new Date(now() - REQUEST_EXPIRY_MS).toISOString());
      // The studio reads a fresh forecast (the first look-up renews it).
      return repos.songRequests
        .waiting()
        .map((r, i) => ({ ...r, expectedAt: expectedAt(r.id, i === 0) ?? r.expectedAt }));
    },
  };
}
