import { timingSafeEqual } from 'node:crypto';
import { liveCredentialsOf } from '../auth/live-credentials';
import type { StationContext } from '../context';
import type { Logger } from '../log';
import type { AirSettings } from './air-settings';
import { createBrowserStudio } from './browser-studio/browser-input';
import type { Clock } from './clock';
import { createSourceInput, type SourceIdentity } from './icecast/source-input';
import { createSourcePorts } from './icecast/source-ports';
import type { StandbyTap } from './icecast/source-monitor';
import type { LiveIngest } from './live-ingest';
import { liveItem } from './live-item';
import type { OnAirState } from './on-air-state';
import { onAirTitle } from './on-air-title';
import type { StationOutputs } from './outputs/station-outputs';
import type { Playout } from './playout';

/** The user name Icecast's own sources use: with the station key as password, it is the admins' any-hour source. */
export const STATION_SOURCE_USER = 'source';
export const LIVE_MOUNT = '/live';

const same = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * Who `user:password` is: the station key, or a user's own source password. Clients that cannot send a user name
 * (darkice, old Shoutcast encoders) send `source`: their account then goes in the password as `user:password`, the
 * form AzuraCast's streamer login takes.
 */
export function identifySource(
  deps: { streamKey(): string; userSource?(user: string, password: string): SourceIdentity | null },
  user: string,
  password: string,
): SourceIdentity | null {
  if (user === STATION_SOURCE_USER && same(password, deps.streamKey())) return { userId: null, name: 'station' };
  const colon = password.indexOf(':');
  if (user === STATION_SOURCE_USER && colon > 0)
    return deps.userSource?.(password.slice(0, colon), password.slice(colon + 1)) ?? null;
  return deps.userSource?.(user, password) ?? null;
}

/**
 * Icecast-protocol sources wired to the air (icecast/): on the main port (start-station.ts diverts them) and on
 * the dedicated source port, admitted by live-admission.ts, decoded as the RTMP publisher is.
 */
export function wireSources(deps: {
  ctx: Omit<StationContext, 'broadcast' | 'relays'>;
  log: Logger;
  clock: Clock;
  settings: Pick<AirSettings, 'streaming'>;
  playout: Pick<Playout, 'startLive' | 'endLive'>;
  /** The on-air state (made after this: asked when a title arrives). */
  onAir(): Pick<OnAirState, 'retitleLive'>;
  outputs: Pick<StationOutputs, 'setTitle'>;
  /** The RTMP input: the Icecast sources come and go with it. */
  ingest: LiveIngest & { standbyOf(userId: number): StandbyTap | null };
}) {
  const { ctx, log } = deps;
  const titled = (song: string | null) => {
    const item = liveItem(ctx);
    return song?.trim() ? { ...item, title: `${item.title} — ${song.trim()}` } : item;
  };
  const input = createSourceInput({
    log: log.child('sources'),
    mount: LIVE_MOUNT,
    identify: (user, password) =>
      identifySource(
        {
          streamKey: () => deps.settings.streaming().streamKey,
          userSource(name, secret) {
            const found = liveCredentialsOf(ctx).userBySource(name, secret);
            return found ? { userId: found.id, name: found.username } : null;
          },
        },
        user,
        password,
      ),
    // The schedule lock (#22): the arbiter admits, and moves the source between air and standby.
    admit: (request) => ctx.live.admit(request),
    release: (connectionId) => ctx.live.release(connectionId, deps.clock.now()),
    now: deps.clock.now,
    startLive: (feed) => deps.playout.startLive(feed),
    endLive: (reason) => deps.playout.endLive(reason),
    retitle(song) {
      const item = titled(song);
      deps.onAir().retitleLive(item.title);
      deps.outputs.setTitle(onAirTitle(item));
    },
  });
  const browser = createBrowserStudio({
    log: log.child('browser-studio'),
    admit: (request) => ctx.live.admit(request),
    release: (connectionId) => ctx.live.release(connectionId, deps.clock.now()),
    now: deps.clock.now,
    startLive: (feed) => deps.playout.startLive(feed),
    endLive: (reason) => deps.playout.endLive(reason),
  });
  const ports = createSourcePorts({ host: ctx.config.host, port: ctx.config.sourcePort, log: log.child('sources') });
  let running = false;
  const { ingest } = deps;
  return {
    /** The broadcast handle's live inputs, while on air: Icecast sources, the browser studio, RTMP standby taps. */
    inputs: {
      sourceInput: () => (running ? input : null),
      browserStudio: () => (running ? browser : null),
      rtmpStandbyOf: (userId: number) => ingest.standbyOf(userId),
    },
    /** What now-playing shows for a live show: "Programa — título" when the source on air sent a title. */
    liveItem: () => titled(input.onAirTitle()),
    ingest: {
      ...ingest,
      async start() {
        await ingest.start();
        running = true;
        await ports.start(input);
      },
      async stop() {
        running = false;
        input.drop();
        browser.dropAll();
        await ports.stop();
        await ingest.stop();
      },
    },
    ports: ports.ports,
  };
}
