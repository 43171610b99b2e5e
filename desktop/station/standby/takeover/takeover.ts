import type { StationContext } from '../../core/context';
import { TAKEOVER_DEFAULTS, initialTakeoverState, nextTakeoverState, type StudioSignals } from './takeover-rules';
import { readStudioSignals } from './studio-signals';
import type { StandbyAirState } from '../../../../shared/schemas/standby/standby';

export { createStandbyAir } from './standby-air';

/** A reading a second: the default takeover time (10 s) is then ten readings, and a slow answer is not a gap. */
export const TAKEOVER_POLL_MS = 1_000;

export const STANDBY_ALERT = {
  onAir: (studio: string) =>
    `La emisora de reserva ha tomado el aire: el estudio (${studio}) no responde. Sigue el plan del estudio.`,
};

/**
 * The standby's watch over its studio: reads the signals every second, applies the takeover rules
 * (takeover-rules.ts) and, when they say so, takes the air (sound card unmuted, books written, the as-run marked
 * "standby", an alert raised and sent to the webhook) or gives it back. A studio runs none of it.
 */
export function startTakeover(
  ctx: Pick<
    StationContext,
    'config' | 'clock' | 'log' | 'alerts' | 'broadcast' | 'standbyAir' | 'standby' | 'shutdown'
  >,
  options: { pollMs?: number; read?: () => Promise<StudioSignals> } = {},
) {
  const follow = ctx.config.follow;
  const standby = ctx.standbyAir;
  if (!follow || !standby) return { stop: async () => {}, readings: () => null };
  const log = ctx.log.child('takeover');
  const timing = { ...TAKEOVER_DEFAULTS, ...ctx.config.takeover };
  const read =
    options.read ??
    (() =>
      readStudioSignals({
        studioUrl: follow.url,
        studioMount: ctx.config.takeover?.studioMount,
        offAir: () => ctx.broadcast.offAir?.(),
      }));
  const watch = { state: initialTakeoverState(), last: null as StudioSignals | null, stopped: false, wake: () => {} };
  // The studio's air state last joined (kept by reference: a 304 keeps the same one, a new state is a new object).
  const joined = { state: null as StandbyAirState | null };

  function apply(signals: StudioSignals) {
    // A reading that comes back after the station stopped changes nothing (its database is closed).
    if (watch.stopped) return;
    const before = watch.state.onAir;
    watch.last = signals;
    watch.state = nextTakeoverState(watch.state, signals, ctx.clock.monotonic(), timing);
    if (!watch.state.onAir) keepInStep();
    if (watch.state.onAir === before) return;
    standby!.set(watch.state.onAir);
    if (watch.state.onAir) {
      log.warn('the studio is gone: the standby takes the air', { studio: follow!.url, signals });
      ctx.alerts.raise('standby_on_air', STANDBY_ALERT.onAir(follow!.url));
      joinStudioPlan();
    } else {
      log.info('the studio is back: the standby gives the air back', { signals });
      ctx.alerts.resolve('standby_on_air');
    }
  }

  /** What the studio's log has on air now is what this standby airs (broadcast/playout/join-plan.ts). */
  function joinStudioPlan() {
    const air = ctx.standby?.follower?.airState();
    joined.state = air ?? null;
    if (air) ctx.broadcast.joinPlan?.(air.decisions);
    else log.warn("the studio's air state never arrived: the standby airs its own plan", { studio: follow!.url });
  }

  /** Standing by, it plays the studio's plan too: each new air state is joined (a cut only when out of step). */
  function keepInStep() {
    const air = ctx.standby?.follower?.airState();
    if (!air || air === joined.state) return;
    joined.state = air;
    ctx.broadcast.joinPlan?.(air.decisions);
  }

  ctx.shutdown.addEventListener('abort', () => void stop(), { once: true });
  // Each reading waits for the last: a studio that answers slowly never stacks requests up.
  const loop = (async () => {
    while (!watch.stopped) {
      const started = ctx.clock.monotonic();
      try {
        apply(await read());
      } catch (error) {
        log.warn('the studio could not be read', { error: (error as Error).message });
      }
      const wait = Math.max(0, (options.pollMs ?? TAKEOVER_POLL_MS) - (ctx.clock.monotonic() - started));
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, wait);
        watch.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  })();

  async function stop() {
    watch.stopped = true;
    watch.wake();
    await loop;
  }

  return {
    /** Stops watching (the station's shutdown does it too). */
    stop,
    /** The last reading of the studio's signals (null before the first). */
    readings: () => watch.last,
  };
}
export type Takeover = ReturnType<typeof startTakeover>;
