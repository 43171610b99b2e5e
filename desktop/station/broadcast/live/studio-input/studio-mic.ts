import type { MicView, StudioInputSettings } from '../../../../../shared/schemas/mic/studio-input';
import type { StationContext } from '../../../core/context';
import type { Logger } from '../../../core/log';
import type { Recorders } from '../../../recording/recorders';
import { createAsRunBooks } from '../../../reports/as-run-books';
import type { Clock } from '../../../core/clock';
import type { OnAirItem } from '../../on-air/on-air-item';
import type { Playout } from '../../playout/playout';
import type { Runner } from '../../../ffmpeg/runner';
import { createMicLive } from './mic-live';
import { createDeskMeter, createMicOverlay, createVox } from './mic-overlay';
import { createStudioCapture } from './studio-capture';
import { effectiveStudioInput, readStudioInput } from './studio-input-settings';

const WAITING_OFF_AIR = 'La emisora no está en el aire';
const WAITING_LIVE = 'Otra entrada en directo tiene el aire: el micro entrará cuando la deje';
const CLOSED_SILENT = 'Micro cerrado: el estudio estuvo 3 s sin audio';

type MicCtx = Pick<StationContext, 'repos' | 'config' | 'events' | 'live' | 'plannerData' | 'clock'>;

/** "atenuar"'s books: the desk's session is recorded from the bus and logged as a live item over the music. */
function duckBooks(ctx: MicCtx, recorders: Pick<Recorders, 'liveStarted' | 'liveEnded'>, item: () => OnAirItem) {
  const asRun = createAsRunBooks(ctx);
  return {
    opened(at: string) {
      const live = item();
      ctx.repos.audit.record(null, 'live.start', `Micro al aire: ${live.title}`);
      recorders.liveStarted(live.title);
      asRun.onAir(live, at);
    },
    closed() {
      ctx.repos.audit.record(null, 'live.end', 'Micro al aire');
      void recorders.liveEnded();
      asRun.offAir();
    },
  };
}

/**
 * The studio desk as a live source: its line-in captured always while a device is set (for the meter
 * and VOX), and "Micro al aire" — the button, key M, or the voice — taking the air as the station's setting says:
 * "cruce" as a live input through the arbiter, "atenuar" over the music on every bus frame.
 */
export function createStudioMic(deps: {
  ctx: MicCtx;
  runner: Runner;
  ffmpegPath: string;
  log: Logger;
  clock: Clock;
  playout: Pick<Playout, 'startLive' | 'endLive' | 'liveOnAir'>;
  recorders: Pick<Recorders, 'liveStarted' | 'liveEnded'>;
  liveItem(): OnAirItem;
}) {
  const { ctx } = deps;
  const log = deps.log.child('studio-input');
  const capture = createStudioCapture({ runner: deps.runner, ffmpegPath: deps.ffmpegPath, log, clock: deps.clock });
  const live = createMicLive({ ctx, clock: deps.clock, playout: deps.playout });
  const overlay = createMicOverlay();
  const meter = createDeskMeter();
  const vox = createVox();
  const books = duckBooks(ctx, deps.recorders, deps.liveItem);
  const settingsNow = (): StudioInputSettings =>
    effectiveStudioInput(readStudioInput(ctx.repos.settings), ctx.config.studioInput);
  // The button's press (and who pressed it), the mode the desk went on air with, whether the station is on air.
  // Why the desk left the air by itself (until the next press).
  const now = {
    pressedBy: undefined as number | null | undefined,
    mode: null as StudioInputSettings['mode'] | null,
    closed: null as string | null,
  };
  const station = { running: false, settings: settingsNow() };

  const wanted = () => now.pressedBy !== undefined || vox.on();

  /**
   * Puts the desk on or off the air when the button, the voice or the mode changed what is wanted. A desk on air in
   * another mode than the setting's (VOX took it in "atenuar", then the mode became "cruce") goes off and on again:
   * otherwise a press would answer "on air" from the old mode's session and never reach the arbiter.
   */
  function apply() {
    const on = wanted() && station.running;
    if (on && now.mode !== null && now.mode !== station.settings.mode) goOff();
    if (on && now.mode === null) {
      now.mode = station.settings.mode;
      log.info('microphone on air', { mode: now.mode, by: now.pressedBy !== undefined ? 'button' : 'vox' });
      if (now.mode === 'cruce') live.take(now.pressedBy ?? null);
      else books.opened(new Date(deps.clock.now()).toISOString());
    } else if (!on && now.mode !== null) goOff();
  }

  function goOff() {
    log.info('microphone off air', { mode: now.mode });
    if (now.mode === 'cruce') live.release();
    else books.closed();
    now.mode = null;
  }

  const subscription = ctx.events.settings.event(() => {
    station.settings = settingsNow();
    void capture.setDevice(station.settings.device, station.running);
    apply();
  });

  return {
    /** Every bus frame (after the cart wall): the desk drained one frame, measured, and mixed in when it ducks. */
    mix(music: Buffer): Buffer {
      const desk = capture.read();
      meter.add(desk);
      const voxBefore = vox.on();
      if (vox.step(meter.peakDbfs() ?? Number.NEGATIVE_INFINITY, station.settings.vox) !== voxBefore) apply();
      live.push(desk);
      if (now.mode !== 'atenuar' && !overlay.audible()) return music;
      return overlay.mix(music, desk, now.mode === 'atenuar', station.settings.duckDb);
    },
    /** The button (or key M): on or off the air; `userId` is whoever pressed it (the arbiter's admin). */
    press(onAir: boolean, userId: number | null) {
      now.pressedBy = onAir ? userId : undefined;
      now.closed = null;
      apply();
    },
    /** A live show ended for 3 s of silence: if it was the desk's, the desk leaves the air and its button is up. */
    liveStalled() {
      if (now.mode !== 'cruce' || !live.stalled()) return;
      log.info('microphone off air: the desk was silent');
      ctx.repos.audit.record(null, 'mic.off', CLOSED_SILENT);
      now.pressedBy = undefined;
      now.mode = null;
      now.closed = CLOSED_SILENT;
    },
    start() {
      station.running = true;
      void capture.setDevice(station.settings.device, true).then(() => capture.start());
      apply();
    },
    async stop() {
      station.running = false;
      apply();
      await capture.stop();
    },
    dispose() {
      subscription.dispose();
      void capture.stop();
    },
    view(): Omit<MicView, 'settings' | 'startupDevice'> {
      const onAir = now.mode === 'atenuar' || (now.mode === 'cruce' && live.onBus());
      const waiting = !wanted() || onAir ? null : station.running ? WAITING_LIVE : WAITING_OFF_AIR;
      return {
        status: { device: capture.device(), state: capture.state(), peakDbfs: meter.peakDbfs(), onAir },
        by: onAir ? (now.pressedBy !== undefined ? 'boton' : 'vox') : null,
        waiting,
        closed: onAir ? null : now.closed,
      };
    },
  };
}
export type StudioMic = ReturnType<typeof createStudioMic>;
