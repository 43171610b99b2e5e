import type { WebSocket } from 'ws';
import {
  type AirWindowCommand,
  type AirWindowReport,
  airWindowReportSchema,
  type WindowDevice,
  windowSinkOf,
} from '../../../../shared/schemas/broadcast/air-window';
import type { Logger } from '../../core/log';
import type { Output } from '../bus/output';
import { BYTES_PER_SECOND } from '../bus/pcm';
import { createMeter, SILENT } from './air-meter';
import type { AirOutputSettings, AirOutputState, AirOutputStatus } from './air-output';
import { applyGain, createDelayLine } from './delay-line';
import type { Clock } from '../../core/clock';

/**
 * A window that stops reading (hung renderer, a laptop asleep) must cost the bus nothing: past half a second
 * waiting in the socket, frames are dropped until it reads again. Its own ring buffer rides out shorter stalls.
 */
export const MAX_WINDOW_BACKLOG = BYTES_PER_SECOND / 2;
/** The desktop window loads after the station starts: no alert before it has had this long to connect. */
const START_GRACE_MS = 5_000;
/**
 * The window's ring buffer (0.2 to 0.4 s queued, web/src/studio-console/air-window/pcm-ring.ts) and the audio device's
 * own buffer: the bus frame sent now reaches the card about this much later, before the delay setting. RDS waits
 * this long.
 */
export const WINDOW_LATENCY_MS = 300;

interface Player {
  socket: WebSocket;
  report: AirWindowReport | null;
}

/**
 * "Salida al emisor" through the studio window (`ventana:<deviceId>`): the same delay, gain and meter as the ALSA
 * output, then the PCM over the admin's WebSocket to the desktop window, which plays it with setSinkId on the
 * chosen card. Every connected window reports its devices (the settings screen offers them); the newest one plays.
 */
export function createWindowOutput(options: {
  log: Logger;
  clock: Clock;
  settings: AirOutputSettings;
  graceMs?: number;
}) {
  const { log } = options;
  const graceMs = options.graceMs ?? START_GRACE_MS;
  let settings = options.settings;
  const delay = createDelayLine(settings.delayMs);
  const meter = createMeter();
  // Newest last: the player is the last one.
  const windows: Player[] = [];
  const run = { active: false, startedAt: 0, connections: 0, dropped: 0, alerted: false };

  const sink = () => windowSinkOf(settings.device);
  const player = () => (run.active && sink() !== null ? (windows.at(-1) ?? null) : null);

  function command(window: Player) {
    const deviceId = window === player() ? sink() : null;
    const message: AirWindowCommand = { type: 'sink', deviceId };
    if (window.socket.readyState === window.socket.OPEN) window.socket.send(JSON.stringify(message));
  }
  const commandAll = () => {
    for (const window of windows) command(window);
  };

  function state(now = options.clock.monotonic()): AirOutputState {
    if (!run.active || sink() === null) return 'off';
    const report = player()?.report;
    if (report?.state === 'playing' && report.sinkId === sink()) return 'playing';
    if (report?.state === 'failed') return 'failing';
    return now - run.startedAt < graceMs ? 'starting' : 'failing';
  }

  function connect(socket: WebSocket) {
    const window: Player = { socket, report: null };
    windows.push(window);
    if (run.active && sink() !== null) run.connections++;
    commandAll();
    log.info('studio window connected for the air output', { windows: windows.length });
    listenToReports(window, log);
    socket.on('error', () => {});
    socket.once('close', () => {
      windows.splice(windows.indexOf(window), 1);
      commandAll();
      log.info('studio window disconnected from the air output', { windows: windows.length });
    });
  }

  const output: Output = {
    name: 'air-output',
    start() {
      if (run.active) return;
      run.active = true;
      run.startedAt = options.clock.monotonic();
      run.connections = windows.length > 0 && sink() !== null ? 1 : 0;
      commandAll();
    },
    async stop() {
      run.active = false;
      commandAll();
    },
    write(frame: Buffer) {
      const window = player();
      if (!window) return;
      const out = applyGain(delay.push(frame), settings.gainDb);
      meter.add(out);
      const { socket } = window;
      if (socket.readyState !== socket.OPEN) return;
      // Never queue without bound: the bus moves on and the window hears a gap instead.
      if (socket.bufferedAmount + out.length > MAX_WINDOW_BACKLOG) run.dropped++;
      else socket.send(out, { binary: true });
    },
    state: () => (run.active ? 'running' : 'stopped'),
  };

  return {
    ...output,
    connect,
    /** The newer settings: delay and gain at once; another device is sent to the windows. */
    configure(next: AirOutputSettings) {
      const before = sink();
      settings = next;
      delay.setDelayMs(next.delayMs);
      if (sink() === before) return;
      run.startedAt = options.clock.monotonic();
      run.connections = windows.length > 0 && sink() !== null ? 1 : 0;
      commandAll();
    },
    holdMs: () => (sink() === null ? 0 : delay.delayMs() + WINDOW_LATENCY_MS),
    /** The cards the connected windows can play on, for the settings screen (deduplicated by deviceId). */
    devices: () => devicesOf(windows),
    /** Frames not sent because the window did not read them in time. */
    dropped: () => run.dropped,
    status(): AirOutputStatus {
      const now = state();
      const failing = now === 'failing';
      if (failing && !run.alerted) log.warn('air output through the studio window is failing', { device: sink() });
      run.alerted = failing;
      return {
        ...settings,
        delayMs: delay.delayMs(),
        state: now,
        restarts: Math.max(0, run.connections - 1),
        alert: now === 'failing' ? alertFor(player(), sink(), windows) : null,
        level: now === 'off' ? SILENT : meter.level(),
        windowPeakDbfs: now === 'off' ? null : (player()?.report?.peakDbfs ?? null),
      };
    },
  };
}

/** Every card the windows report, once each. */
function devicesOf(windows: Player[]): WindowDevice[] {
  const all = windows.flatMap((w) => w.report?.devices ?? []);
  return all.filter((d, i) => all.findIndex((o) => o.deviceId === d.deviceId) === i);
}

/** The Spanish alert while failing: no window at all, or the one that should play and why it cannot. */
function alertFor(player: Player | null, sinkId: string | null, windows: Player[]): string {
  if (!player) return 'La salida al emisor espera la ventana del estudio: abre Emisora en el PC del estudio';
  const found = devicesOf(windows).find((d) => d.deviceId === sinkId);
  const label = found?.label || (sinkId === 'default' ? 'la tarjeta predeterminada' : (sinkId ?? ''));
  const reason = player.report?.reason ?? 'la ventana no llega a reproducir';
  return `La ventana del estudio no puede reproducir en «${label}»: ${reason}`;
}

/** A window's JSON reports (its state, sink, measured peak and cards); PCM never comes this way. */
function listenToReports(window: Player, log: Logger) {
  window.socket.on('message', (data, isBinary) => {
    if (isBinary) return;
    const parsed = airWindowReportSchema.safeParse(safeJson(String(data)));
    if (!parsed.success) return;
    const before = window.report?.state;
    window.report = parsed.data;
    if (parsed.data.state === 'failed' && before !== 'failed')
      log.warn('studio window cannot play the air output', { reason: parsed.data.reason });
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
