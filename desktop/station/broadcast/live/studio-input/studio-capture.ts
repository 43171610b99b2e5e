import type { StudioInputState } from '../../../../../shared/schemas/broadcast/air-chain';
import { AUDIO } from '../../../../../shared/station/audio-format';
import type { Logger } from '../../../core/log';
import { BYTES_PER_SECOND, FRAME_BYTES, PcmQueue } from '../../bus/pcm';
import type { Runner, Supervised } from '../../../ffmpeg/runner';
import type { Clock } from '../../../core/clock';

// The desk is heard live: keep a fifth of a second at most (the oldest is dropped past half a second), so a card
// whose clock runs fast never builds latency and one that stops costs the bus nothing.
const MAX_BUFFER = BYTES_PER_SECOND / 2;
const TRIM_TO = Math.round(BYTES_PER_SECOND / 5 / FRAME_BYTES) * FRAME_BYTES;
// A capture that delivers nothing for this long is hung (a USB card pulled out leaves ffmpeg waiting, or spinning
// on read errors): it is killed and the supervisor starts it again with backoff.
const STALL_MS = 2_000;
// Opening a card (or a plug-in chain) can take seconds on a busy machine: more time for the first audio.
const START_MS = 5_000;
const WATCH_EVERY_MS = 500;

/** ffmpeg capturing an ALSA device as bus PCM on stdout. */
export function alsaCaptureArgs(device: string): string[] {
  const rate = String(AUDIO.sampleRate);
  const channels = String(AUDIO.channels);
  return [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error'],
    ...['-f', 'alsa', '-ac', channels, '-ar', rate, '-i', device],
    ...['-f', 's16le', '-ac', channels, '-ar', rate, 'pipe:1'],
  ];
}

/**
 * "Entrada del estudio": the desk's line-in captured through ffmpeg `-f alsa` into a short, bounded PCM queue that
 * the bus drains a frame at a time. Restarted with backoff when the device fails, hangs or comes back.
 */
export function createStudioCapture(options: { runner: Runner; ffmpegPath: string; log: Logger; clock: Clock }) {
  const { clock } = options;
  const queue = new PcmQueue();
  let device: string | null = null;
  let supervised: Supervised | null = null;
  let watchdog: ReturnType<typeof setInterval> | undefined;
  // When the running ffmpeg was started and last delivered audio; how often it has died since start().
  const input = { spawnedAt: 0, lastData: 0, exits: 0, alerted: false };

  function watch() {
    const child = supervised?.current();
    const delivered = input.lastData > input.spawnedAt;
    const since = delivered ? input.lastData : input.spawnedAt;
    if (child && child.exitCode === null && clock.monotonic() - since > (delivered ? STALL_MS : START_MS))
      child.kill('SIGKILL');
  }

  function start() {
    if (supervised || !device) return;
    const name = device;
    input.exits = 0;
    supervised = options.runner.supervise(
      { name: 'studio-input', command: options.ffmpegPath, args: alsaCaptureArgs(name), stdin: false },
      (child) => {
        input.spawnedAt = clock.monotonic();
        child.stdout?.on('data', (chunk: Buffer) => {
          input.lastData = clock.monotonic();
          queue.push(chunk);
          if (queue.length > MAX_BUFFER) queue.trimTo(TRIM_TO);
        });
        child.once('close', () => {
          input.exits++;
          if (!input.alerted) options.log.warn('studio input cannot capture', { device: name });
          input.alerted = true;
        });
      },
    );
    watchdog = setInterval(watch, WATCH_EVERY_MS);
    watchdog.unref();
    options.log.info('studio input started', { device: name });
  }

  async function stop() {
    clearInterval(watchdog);
    const stopping = supervised;
    supervised = null;
    queue.clear();
    input.lastData = 0;
    if (stopping) await stopping.stop();
  }

  return {
    start,
    stop,
    /** Another device: the capture restarts on it (none: it stops). */
    async setDevice(next: string | null, running: boolean) {
      if (next === device) return;
      await stop();
      device = next;
      input.alerted = false;
      if (running) start();
    },
    device: () => device,
    /** One bus frame of the desk, or null when the card has not delivered one (the bus plays on without it). */
    read: (): Buffer | null => (queue.length >= FRAME_BYTES ? queue.take(FRAME_BYTES) : null),
    state(now = clock.monotonic()): StudioInputState {
      if (!supervised || !device) return 'off';
      const child = supervised.current();
      if (!child || child.exitCode !== null) return 'failing';
      if (input.lastData > input.spawnedAt && now - input.lastData < STALL_MS) return 'capturing';
      return input.exits > 0 || now - input.spawnedAt >= START_MS ? 'failing' : 'starting';
    },
    restarts: () => supervised?.restarts() ?? 0,
  };
}
