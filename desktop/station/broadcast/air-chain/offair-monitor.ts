import type { OffAirSettings, OffAirState, OffAirStatus } from '../../../../shared/schemas/off-air/off-air';
import type { AlertKind } from '../../../../shared/schemas/admin/health';
import type { Alerts } from '../../health/alerts';
import type { Logger } from '../../core/log';
import type { Runner } from '../../ffmpeg/runner';
import { type Alignment, align, createEnvelopeRing, frameEnvelope, POINT_MS, toDbfs } from './envelope';
import { createOffAirInput } from './offair-input';
import { createOffAirJudge } from './offair-judge';
import { type Clock, isoNow } from '../../core/clock';

/** The compared stretch: long enough to hold a few phrases of music, short enough to notice a change within it. */
const WINDOW_MS = 8_000;
/** The chain's delay is searched from 0 to this (plus the air output's own delay setting). */
const SEARCH_MS = 10_000;
/** The bus's history: the window, the search and the longest air output delay, with a little slack. */
const BUS_HISTORY_MS = WINDOW_MS + SEARCH_MS + 10_000 + 2_000;
/** An input that gave nothing this long is not judged (a tuner being replugged is not a silent transmitter). */
const QUIET_INPUT_MS = 5_000;

const ALERT_OF: Partial<Record<OffAirState, AlertKind>> = {
  silent: 'offair_silent',
  mismatch: 'offair_mismatch',
  degraded: 'offair_degraded',
};

const number = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 });

function alertText(state: OffAirState, status: OffAirStatus): string | null {
  const delay = `${number.format(status.delaySeconds ?? 0)} s`;
  const r = number.format(status.correlation ?? 0);
  if (state === 'silent')
    return `Transmisor en silencio: el monitor de antena no oye nada (${number.format(status.levelDbfs ?? -96)} dBFS) mientras la emisora suena.`;
  if (state === 'mismatch')
    return `El emisor no emite nuestra señal: lo que se oye en antena no se parece a lo que enviamos (correlación ${r}).`;
  if (state === 'degraded')
    return `Señal degradada en antena: correlación ${r} con lo que enviamos (retardo ${delay}).`;
  return null;
}

export interface OffAirMonitorOptions {
  runner: Pick<Runner, 'supervise'>;
  ffmpegPath: string;
  log: Logger;
  alerts: Pick<Alerts, 'raise' | 'resolve'>;
  /** The settings in force (the admin's, else --offair-input): read again on reload(). */
  settings(): OffAirSettings;
  /** The air output's delay now, ms: the transmitter hears the bus that much later. */
  airDelayMs(): number;
  clock: Clock;
  /** Monotonic ms the checks are timed on; the clock's unless a test steps its own. */
  now?: () => number;
}

/**
 * "Monitor de antena": reads what the transmitter radiates and compares it with the bus, a few times a minute, off
 * the bus's hot path (the tap only folds each frame to one envelope point). Raises offair_silent, offair_mismatch or
 * offair_degraded once a verdict has held two checks, and resolves it the same way.
 */
export function createOffAirMonitor(options: OffAirMonitorOptions) {
  const now = options.now ?? options.clock.monotonic;
  const bus = createEnvelopeRing(BUS_HISTORY_MS / POINT_MS);
  const input = createOffAirInput({ ...options, windowMs: WINDOW_MS, now });
  const offAir = input.ring;
  const judge = createOffAirJudge();
  let settings = options.settings();
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let last: Pick<OffAirStatus, 'delaySeconds' | 'correlation' | 'levelDbfs' | 'busLevelDbfs' | 'lastCheckAt'> = {
    delaySeconds: null,
    correlation: null,
    levelDbfs: null,
    busLevelDbfs: null,
    lastCheckAt: null,
  };

  function setState(next: OffAirState) {
    for (const [state, kind] of Object.entries(ALERT_OF)) if (state !== next && kind) options.alerts.resolve(kind);
    const kind = ALERT_OF[next];
    if (kind) options.alerts.raise(kind, alertText(next, status()) ?? '');
  }

  function record(alignment: Alignment) {
    last = {
      delaySeconds: Math.round(alignment.delayMs) / 1000,
      correlation: Math.round(alignment.correlation * 1000) / 1000,
      levelDbfs: Math.round(toDbfs(alignment.offAirLevel) * 10) / 10,
      busLevelDbfs: Math.round(toDbfs(alignment.busLevel) * 10) / 10,
      lastCheckAt: isoNow(options.clock),
    };
  }

  function check() {
    const at = now();
    const before = judge.state();
    const since = input.deliveringSince();
    if (since === null || at - offAir.lastAt() > QUIET_INPUT_MS) {
      input.restartCount();
      judge.reset();
    } else if (
      at - since >= WINDOW_MS + 2_000 &&
      bus.size() * POINT_MS >= WINDOW_MS + SEARCH_MS + options.airDelayMs()
    ) {
      // Only once the bus's history holds every lag searched: a search cut short by a young history finds the best
      // lag among those it could try, a wrong delay that the later checks then correct.
      const alignment = align(bus, offAir, {
        windowPoints: WINDOW_MS / POINT_MS,
        minLagMs: 0,
        maxLagMs: SEARCH_MS + options.airDelayMs(),
      });
      if (alignment) {
        record(alignment);
        judge.judge(alignment, settings);
      }
    }
    if (judge.state() !== before) setState(judge.state());
  }

  function checkEvery(seconds: number) {
    clearInterval(timer);
    timer = setInterval(check, seconds * 1000);
    timer.unref();
  }

  function startInput() {
    if (!running || input.listening() || !settings.input) return;
    judge.reset();
    // The bus's history is only kept while an input is read: what was kept before a pause is not contiguous.
    bus.clear();
    input.start(settings.input);
    options.log.info('off-air monitor listening', { input: settings.input });
    checkEvery(settings.checkSeconds);
  }

  /** Stops reading the input; `resolve`: its alerts too (monitoring is off), else they wait for a check. */
  async function stopInput(resolve: boolean) {
    clearInterval(timer);
    timer = undefined;
    judge.reset('off');
    if (resolve) setState('off');
    await input.stop();
  }

  function status(): OffAirStatus {
    const listening = input.listening();
    const state = listening ? judge.state() : 'off';
    const current: OffAirStatus = { input: settings.input, state, ...last, alert: null };
    current.alert =
      alertText(state, current) ?? (state === 'listening' && listening ? quietText(input.deliveringSince()) : null);
    return current;
  }

  return {
    /** A bus tap: one envelope point per frame. */
    frame(frame: Buffer) {
      if (input.listening()) bus.push(frameEnvelope(frame), now());
    },
    start() {
      running = true;
      startInput();
    },
    async stop() {
      running = false;
      await stopInput(true);
    },
    /** Settings changed: a new input (or none) restarts the reader; thresholds and cadence apply at once. */
    async reload() {
      const next = options.settings();
      const inputChanged = next.input !== settings.input;
      settings = next;
      // Another input proves nothing about the transmitter until it is checked: an open alert stays open till then.
      if (inputChanged) await stopInput(next.input === null);
      if (!running) return;
      if (input.listening()) checkEvery(settings.checkSeconds);
      else startInput();
    },
    status,
  };
}

function quietText(deliveringSince: number | null): string | null {
  return deliveringSince === null ? 'El monitor de antena no recibe audio de su entrada.' : null;
}
