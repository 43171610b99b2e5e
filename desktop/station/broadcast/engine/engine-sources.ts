import { liveCredentialsOf } from '../../auth/live-credentials';
import type { StationContext } from '../../core/context';
import type { Logger } from '../../core/log';
import type { AirSettings } from './air-settings';
import { createBrowserStudio } from '../live/browser-studio/browser-input';
import type { Clock } from '../../core/clock';
import { createSourceInput } from '../live/source-clients/source-input';
import { createSourceLogin, identifySource } from '../live/source-clients/source-login';
import { createSourcePorts } from '../live/source-clients/source-ports';
import type { StandbyTap } from '../live/source-clients/source-monitor';
import type { LiveIngest } from '../live/rtmp/live-ingest';
import { liveItem } from '../on-air/live-item';
import { type LiveSong, songText } from '../on-air/live-song';
import type { OnAirItem } from '../on-air/on-air-item';
import type { Playout } from '../playout/playout';

export const LIVE_MOUNT = '/live';

/**
 * Icecast-protocol sources wired to the air (live/source-clients/): on the main port (start-station.ts diverts them) and on
 * the dedicated source port, admitted by live-admission.ts, decoded as the RTMP publisher is.
 */
export function wireSources(deps: {
  ctx: Omit<StationContext, 'broadcast' | 'relays'>;
  log: Logger;
  clock: Clock;
  settings: Pick<AirSettings, 'streaming'>;
  playout: Pick<Playout, 'startLive' | 'endLive'>;
  /** The live show on air has a new song: it goes wherever the rotation's titles go (engine.ts). */
  retitled(item: OnAirItem): void;
  /** The RTMP input: the Icecast sources come and go with it. */
  ingest: LiveIngest & { standbyOf(userId: number): StandbyTap | null };
}) {
  const { ctx, log } = deps;
  // "Programa — Artista - Título" in now-playing; the song itself for players, relays and the radio.
  const titled = (song: LiveSong | null): OnAirItem => {
    const item = liveItem(ctx);
    return song ? { ...item, title: `${item.title} — ${songText(song)}`, song } : item;
  };
  const identify = (user: string, password: string) =>
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
    );
  const input = createSourceInput({
    log: log.child('sources'),
    mount: LIVE_MOUNT,
    login: createSourceLogin(identify),
    // The schedule lock: the arbiter admits, and moves the source between air and standby.
    admit: (request) => ctx.live.admit(request),
    release: (connectionId) => ctx.live.release(connectionId, deps.clock.now()),
    now: deps.clock.now,
    startLive: (feed) => deps.playout.startLive(feed),
    endLive: (reason, feed, fadeFrames) => deps.playout.endLive(reason, feed, fadeFrames),
    retitle: (song) => deps.retitled(titled(song)),
  });
  const browser = createBrowserStudio({
    log: log.child('browser-studio'),
    admit: (request) => ctx.live.admit(request),
    release: (connectionId) => ctx.live.release(connectionId, deps.clock.now()),
    now: deps.clock.now,
    startLive: (feed) => deps.playout.startLive(feed),
    endLive: (reason, feed, fadeFrames) => deps.playout.endLive(reason, feed, fadeFrames),
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
    /** The live show as it reaches the air: with the song the source on air sent last, if any. */
    liveItem: () => titled(input.onAirSong()),
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
