import type { StationContext } from '../../core/context';
import type { Logger } from '../../core/log';
import type { AirSettings } from './air-settings';
import { liveCredentialsOf } from '../../auth/live-credentials';
import type { Clock } from '../../core/clock';
import type { LiveControl } from '../live/admission/live-admission';
import { createLiveIngest, type LiveIngest } from '../live/rtmp/live-ingest';
import { lateBound } from './late-bound';
import { liveControl } from '../live/admission/live-control';
import { type LiveFeed, nmsFeed } from '../live/show/live-source';
import type { NmsSession } from '../live/rtmp/nms';
import type { StationOutputs } from '../outputs/station-outputs';
import type { Playout } from '../playout/playout';
import type { StandbyTap } from '../live/source-clients/source-monitor';

/** How often the live arbiter looks at the clock: slot starts, ends and handovers land within this. */
const ARBITER_TICK_MS = 1_000;

/** A publisher as its presenter's monitor reads it: by an internal subscriber of its own, beside the air's. */
function standbyTap(publisher: { session: NmsSession; closed: Set<() => void> }): StandbyTap {
  return {
    inputArgs: nmsFeed(publisher.session).inputArgs,
    tap(sink) {
      const feed = nmsFeed(publisher.session);
      feed.attach(sink);
      return () => feed.detach();
    },
    onClose: (listener) => void publisher.closed.add(listener),
  };
}

/**
 * Everyone listening to the station's own outputs (the mounts' clients and the FLV players), counted as the audience
 * statistics, /status-json.xsl and /metrics count them: a relay's pull of a mount is no listener (its own listeners
 * are the relays', shown apart).
 */
function stationListeners(stats: Pick<StationContext['listenerStats'], 'byMount'>): number {
  const byMount = stats.byMount();
  return ['mp3', 'aac', 'opus', 'flv'].reduce((sum, mount) => sum + (byMount[mount] ?? 0), 0);
}

/**
 * Each publisher's stint on air (its feed), so that it ends its own show and no other input's; `detached` hears when
 * the show has let the feed go (a kicked publisher is dropped then, once its fade out has been heard).
 */
function airFeedsOf(playout: Pick<Playout, 'startLive' | 'endLive'>, detached: (session: NmsSession) => void) {
  const feeds = new Map<string, LiveFeed>();
  return {
    air(session: NmsSession, owner: number | null) {
      const base = nmsFeed(session);
      const feed = {
        ...base,
        owner,
        detach() {
          base.detach();
          detached(session);
        },
      };
      feeds.set(session.id, feed);
      playout.startLive(feed);
    },
    leave(session: NmsSession, reason: string, fadeFrames?: number) {
      const feed = feeds.get(session.id);
      feeds.delete(session.id);
      if (feed) playout.endLive(reason, feed, fadeFrames);
    },
    owns: (feed: LiveFeed) => [...feeds.values()].includes(feed),
    clear: () => feeds.clear(),
  };
}

/**
 * The live input wired to the air: a publisher is admitted by the live arbiter (ctx.live) and goes to playout
 * when the arbiter puts it on air; FLV players count as listeners beside the mounts'.
 */
export function wireLiveIngest(deps: {
  ctx: Pick<StationContext, 'config' | 'listenerStats' | 'live' | 'repos'>;
  log: Logger;
  clock: Clock;
  settings: Pick<AirSettings, 'streaming'>;
  playout: Pick<Playout, 'startLive' | 'endLive'>;
  outputs: Pick<StationOutputs, 'flvPlayers'>;
  /** A presenter's own stream key → their account; by default the live credentials' (tests may stand in). */
  presenterKeyOwner?(name: string): number | undefined;
  onListeners(): void;
}) {
  const { ctx, playout, outputs, clock, log } = deps;
  // A presenter's own stream key (auth/live-credentials.ts) names their account; a test may stand in for it.
  const ownerOf = (name: string): number | undefined =>
    deps.presenterKeyOwner ? deps.presenterKeyOwner(name) : liveCredentialsOf(ctx).userByStreamKey(name)?.id;
  // NMS session id → the arbiter's connection id, and back to the publisher (its presenter's standby monitor).
  const admitted = new Map<string, number>();
  const publishers = new Map<number, { session: NmsSession; closed: Set<() => void> }>();
  const kicked = new Set<string>();
  // The ingest calls admit, and a kick closes the ingest's publisher: it is reached once built.
  const wired = lateBound<{ ingest: LiveIngest }>('the RTMP input');
  const dropKicked = (session: NmsSession) => kicked.delete(session.id) && wired.get().ingest.dropPublisher();
  const onAirFeeds = airFeedsOf(playout, dropKicked);
  const forget = (connectionId: number | undefined) => {
    if (connectionId === undefined) return;
    for (const listener of publishers.get(connectionId)?.closed ?? []) listener();
    publishers.delete(connectionId);
  };

  function controlOf(session: NmsSession, owner: number | null): LiveControl {
    return liveControl({
      air: () => onAirFeeds.air(session, owner),
      leave: (reason, fadeFrames) => onAirFeeds.leave(session, reason, fadeFrames),
      onKick() {
        kicked.add(session.id);
        forget(admitted.get(session.id));
        admitted.delete(session.id);
      },
      hangUp: () => dropKicked(session),
    });
  }

  function admit(session: NmsSession) {
    const userId = ownerOf(session.streamName) ?? null;
    const answer = ctx.live.admit({ userId, via: 'rtmp', at: clock.now(), control: controlOf(session, userId) });
    if (!answer.ok) {
      log.warn('live publish refused by the schedule', { status: answer.status, reason: answer.reason });
      // OBS and ffmpeg show the status's description: the presenter reads why.
      wired.get().ingest.refusePublisher(answer.reason);
      return;
    }
    admitted.set(session.id, answer.connectionId);
    publishers.set(answer.connectionId, { session, closed: new Set() });
  }

  /** The user's publisher while the arbiter holds it in standby (their own monitor reads it). */
  function standbyOf(userId: number): StandbyTap | null {
    const waiting = ctx.live.connections().find((c) => c.userId === userId && c.via === 'rtmp' && c.mode === 'standby');
    const publisher = waiting && publishers.get(waiting.id);
    return publisher ? standbyTap(publisher) : null;
  }

  const ingest = createLiveIngest(
    {
      host: ctx.config.host,
      rtmpPort: ctx.config.rtmpPort,
      flvPort: ctx.config.flvPort,
      dataDir: ctx.config.dataDir,
      settings: deps.settings.streaming,
      isPresenterKey: (name) => ownerOf(name) !== undefined,
      onPublish: admit,
      onUnpublish(session) {
        const id = admitted.get(session.id);
        admitted.delete(session.id);
        forget(id);
        onAirFeeds.leave(session, 'publisher disconnected');
        if (id !== undefined) ctx.live.release(id, clock.now());
      },
      onFlvSession: (info) => ctx.listenerStats.start('flv', info),
      onFlvPlayers(count) {
        outputs.flvPlayers(count);
        deps.onListeners();
      },
    },
    log,
  );
  wired.bind({ ingest });
  let ticker: ReturnType<typeof setInterval> | undefined;
  return {
    ingest: {
      ...ingest,
      async start() {
        await ingest.start();
        ticker ??= setInterval(() => ctx.live.tick(clock.now()), ARBITER_TICK_MS);
      },
      async stop() {
        clearInterval(ticker);
        ticker = undefined;
        await ingest.stop();
      },
      standbyOf,
      /**
       * A publisher dropped by the station (stalled, key changed) never reports its end: tell the arbiter here. With
       * `feed`, only when it is the publisher's (a stalled Icecast show leaves the RTMP publisher alone).
       */
      dropPublisher(feed?: LiveFeed): boolean {
        if (feed && !onAirFeeds.owns(feed)) return false;
        onAirFeeds.clear();
        for (const id of admitted.values()) {
          forget(id);
          ctx.live.release(id, clock.now());
        }
        admitted.clear();
        return ingest.dropPublisher();
      },
    },
    listeners: () => stationListeners(ctx.listenerStats),
  };
}
