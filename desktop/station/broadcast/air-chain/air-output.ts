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
  let spawnedAt = 0;
  let exits = 0;
  const delay = createDelayLine(settings.delayMs);
  const meter = createLevelAccumulator();
  let level: AirOutputStatus['level'] = { peak: [null, null], rms: [null, null] };
  let alerted = false;
  // The station is on air: a device chosen later starts at once.
  let active = false;

  function state(now = Date.now()): AirOutputState {
    if (!supervised || !settings.device) return 'off';
    const child = supervised.current();
    if (!child || child.exitCode !== null) return 'failing';
    if (now - spawnedAt >= PLAYING_AFTER_MS) return 'playing';
    return exits > 0 ? 'failing' : 'starting';
  }

  function start() {
    active = true;
    if (supervised || !settings.device) return;
    const device = settings.device;
    exits = 0;
    supervised = options.runner.supervise(
      { name: 'air-output', command: options.ffmpegPath, args: alsaPlaybackArgs(device), stdin: true },
      (child) => {
        spawnedAt = Date.now();
        child.once('close', () => {
          exits++;
          if (!alerted) options.log.warn('air output cannot play', { device });
          alerted = true;
        });
      },
    );
    options.log.info('air output started', { device });
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
      if (meter.frames() >= METER_FRAMES) level = meter.take();
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
      alerted = false;
      if (active) start();
    },
    status(): AirOutputStatus {
      const now = state();
      if (now === 'playing') alerted = false;
      return {
        ...settings,
        delayMs: delay.delayMs(),
        state: now,
        restarts: supervised?.restarts() ?? 0,
        alert: now === 'failing' ? `La salida al emisor no puede reproducir en «${settings.device}»` : null,
        level: now === 'off' ? { peak: [null, null], rms: [null, null] } : level,
      };
    },
  };
}
export type AirOutput = ReturnType<typeof createAirOutput>;
