import type { Levels } from '../../../../shared/schemas/studio';
import { AUDIO } from '../../../../shared/audio-format';
import type { Logger } from '../../log';
import { createLevelAccumulator, METER_FRAMES } from '../level-meter';
import { BYTES_PER_SECOND } from '../pcm';
import type { Runner, Supervised } from '../runner';
import type { Output } from '../outputs/types';
import { applyGain, createDelayLine } from './delay-line';

// A device that stops taking samples (unplugged USB card, hung driver) must cost the bus nothing: past half a
// second queued in the pipe, frames are dropped until ffmpeg reads again or is restarted.
const MAX_STDIN_BACKLOG = BYTES_PER_SECOND / 2;
// ffmpeg that opened the device and kept it this long is playing; one that dies sooner could not open it.
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
  level: Pick<Levels, 'peak' | 'rms'>;
}

const SILENT: AirOutputStatus['level'] = { peak: [null, null], rms: [null, null] };

/** The output's own meter: peak and RMS of what the device is sent, updated every METER_FRAMES frames. */
function createMeter() {
  const accumulator = createLevelAccumulator();
  let level = SILENT;
  return {
    add(frame: Buffer) {
      accumulator.add(frame);
      if (accumulator.frames() >= METER_FRAMES) level = accumulator.take();
    },
    level: () => level,
  };
}

/** ffmpeg playing bus PCM from stdin on an ALSA device at the bus's own rate. */
export function alsaPlaybackArgs(device: string): string[] {
  const rate = String(AUDIO.sampleRate);
  const channels = String(AUDIO.channels);
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    's16le',
    '-ar',
    rate,
    '-ac',
    channels,
    '-i',
    'pipe:0',
    '-f',
    'alsa',
    device,
  ];
}

/**
 * "Salida al emisor": the bus to the sound card that feeds the transmitter, always on while a device is set,
 * whoever listens on the web. Delay and gain are applied in Node so a change never restarts the device; the
 * runner restarts ffmpeg with backoff when the device fails or returns.
 */
export function createAirOutput(options: {
  runner: Runner;
  ffmpegPath: string;
  log: Logger;
  settings: AirOutputSettings;
}) {
  let settings = options.settings;
  let supervised: Supervised | null = null;
  // When ffmpeg last opened the device, and how many times it has died since start().
  const device = { spawnedAt: 0, exits: 0, alerted: false };
  const delay = createDelayLine(settings.delayMs);
  const meter = createMeter();
  // The station is on air: a device chosen later starts at once.
  let active = false;

  function state(now = Date.now()): AirOutputState {
    if (!supervised || !settings.device) return 'off';
    const child = supervised.current();
    if (!child || child.exitCode !== null) return 'failing';
    if (now - device.spawnedAt >= PLAYING_AFTER_MS) return 'playing';
    return device.exits > 0 ? 'failing' : 'starting';
  }

  function start() {
    active = true;
    if (supervised || !settings.device) return;
    const name = settings.device;
    device.exits = 0;
    supervised = options.runner.supervise(
      { name: 'air-output', command: options.ffmpegPath, args: alsaPlaybackArgs(name), stdin: true },
      (child) => {
        device.spawnedAt = Date.now();
        child.once('close', () => {
          device.exits++;
          if (!device.alerted) options.log.warn('air output cannot play', { device: name });
          device.alerted = true;
        });
      },
    );
    options.log.info('air output started', { device: name });
  }

  async function stop() {
    const stopping = supervised;
    supervised = null;
    if (stopping) await stopping.stop();
  }

  const output: Output = {
    name: 'air-output',
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
    status(): AirOutputStatus {
      const now = state();
      if (now === 'playing') device.alerted = false;
      return {
        ...settings,
        delayMs: delay.delayMs(),
        state: now,
        restarts: supervised?.restarts() ?? 0,
        alert: now === 'failing' ? `La salida al emisor no puede reproducir en «${settings.device}»` : null,
        level: now === 'off' ? SILENT : meter.level(),
      };
    },
  };
}
