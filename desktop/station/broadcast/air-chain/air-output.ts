import type { Logger } from '../../core/log';
import { BYTES_PER_SECOND } from '../bus/pcm';
import type { Runner, Supervised } from '../../ffmpeg/runner';
import type { Output } from '../bus/output';
import { type AirLevel, createMeter, SILENT } from './air-meter';
import { type AirPlayback, airPlayback } from './air-playback';
import { applyGain, createDelayLine } from './delay-line';
import type { Clock } from '../../core/clock';

// A device that stops taking samples (unplugged USB card, hung driver) must cost the bus nothing: past half a
// second queued in the pipe, frames are dropped until the player reads again or is restarted.
const MAX_STDIN_BACKLOG = BYTES_PER_SECOND / 2;
// A player that opened the device and kept it this long is playing; one that dies sooner could not open it.
const PLAYING_AFTER_MS = 1_000;

export interface AirOutputSettings {
  /** ALSA device name (`hw:1,0`, `plughw:CARD=USB,DEV=0`, `default`…); null: no air output. */
  device: string | null;
  delayMs: number;
  gainDb: number;
}

export type AirOutputState = 'off' | 'starting' | 'playing' | 'failing';

export interface AirOutputStatus extends AirOutputSettings {
  state: AirOutputState;
  restarts: number;
  /** Spanish, for the studio and the alerts; null while it plays or is off. */
  alert: string | null;
  level: AirLevel;
  /** Through the studio window: the peak the window measured on what it plays (dBFS); absent for ALSA. */
  windowPeakDbfs?: number | null;
}

/** What an air output plays on and how: an ALSA card by default. */
export interface AirOutputOptions {
  runner: Runner;
  ffmpegPath: string;
  log: Logger;
  settings: AirOutputSettings;
  clock: Clock;
  /** How the device is played: an ALSA device by default; the DAB+ feed writes a named pipe instead. */
  playback?: (device: string, ffmpegPath: string) => AirPlayback;
  /** The child's name in the runner and the logs. */
  name?: string;
  /** Why it cannot play on that device, in Spanish; a reason known before starting (a path that is no pipe) wins. */
  alert?: (device: string) => string;
  /** Checked before each start: a reason the device cannot be used, or null. */
  precheck?: (device: string) => string | null;
}

/**
 * "Salida al emisor": the bus to the sound card that feeds the transmitter, always on while a device is set,
 * whoever listens on the web. Delay and gain are applied in Node so a change never restarts the device; the
 * runner restarts the player (air-playback.ts) with backoff when the device fails or returns.
 */
export function createAirOutput(options: AirOutputOptions) {
  const playbackOf = options.playback ?? ((device: string, ffmpegPath: string) => airPlayback(device, ffmpegPath));
  const name = options.name ?? 'air-output';
  const alertOf = options.alert ?? ((device: string) => `La salida al emisor no puede reproducir en «${device}»`);
  let refused: string | null = null;
  let settings = options.settings;
  let supervised: Supervised | null = null;
  // The device's player (null before the first start); when it last opened the device, and how many times it has
  // died since start().
  let playback: AirPlayback | null = null;
  const device = { spawnedAt: 0, exits: 0, alerted: false };
  const delay = createDelayLine(settings.delayMs);
  const meter = createMeter();
  // The station is on air: a device chosen later starts at once.
  let active = false;

  function state(now = options.clock.monotonic()): AirOutputState {
    if (refused && settings.device) return 'failing';
    if (!supervised || !settings.device) return 'off';
    const child = supervised.current();
    if (!child || child.exitCode !== null) return 'failing';
    if (now - device.spawnedAt >= PLAYING_AFTER_MS) return 'playing';
    return device.exits > 0 ? 'failing' : 'starting';
  }

  function start() {
    active = true;
    if (supervised || !settings.device) return;
    const target = settings.device;
    refused = options.precheck?.(target) ?? null;
    if (refused) {
      options.log.warn(`${name} refused its device`, { device: target });
      return;
    }
    device.exits = 0;
    playback = playbackOf(target, options.ffmpegPath);
    const { command, args } = playback;
    supervised = options.runner.supervise({ name, command, args, stdin: true }, (child) => {
      device.spawnedAt = options.clock.monotonic();
      child.once('close', () => {
        device.exits++;
        if (!device.alerted) options.log.warn(`${name} cannot play`, { device: target });
        device.alerted = true;
      });
    });
    options.log.info(`${name} started`, { device: target, backend: playback.backend });
  }

  async function stop() {
    const stopping = supervised;
    supervised = null;
    refused = null;
    if (stopping) await stopping.stop();
  }

  const output: Output = {
    name,
    start,
    async stop() {
      active = false;
      await stop();
    },
    write(frame: Buffer) {
      if (!supervised) return;
      const out = applyGain(delay.push(frame), settings.gainDb);
      meter.add(out);
      const stdin = supervised.current()?.stdin;
      if (stdin?.writable && stdin.writableLength < MAX_STDIN_BACKLOG) stdin.write(out);
    },
    state: () => (supervised ? 'running' : 'stopped'),
  };

  return {
    ...output,
    /** New settings from the admin: delay and gain apply at once; another device restarts the output. */
    async configure(next: AirOutputSettings) {
      const deviceChanged = next.device !== settings.device;
      settings = next;
      delay.setDelayMs(next.delayMs);
      if (!deviceChanged) return;
      await stop();
      device.alerted = false;
      if (active) start();
    },
    /**
     * How long after the bus the transmitter plays it: the delay setting plus the device chain's own latency;
     * 0 with no device set (nothing feeds a transmitter, what RDS says follows the bus as it did).
     */
    holdMs(): number {
      if (!settings.device) return 0;
      const latency = (playback ?? playbackOf(settings.device, options.ffmpegPath)).latencyMs;
      return delay.delayMs() + latency;
    },
    status(): AirOutputStatus {
      const now = state();
      if (now === 'playing') device.alerted = false;
      return {
        ...settings,
        delayMs: delay.delayMs(),
        state: now,
        restarts: supervised?.restarts() ?? 0,
        alert: now === 'failing' ? (refused ?? alertOf(settings.device ?? '')) : null,
        level: now === 'off' ? SILENT : meter.level(),
      };
    },
  };
}
