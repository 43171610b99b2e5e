import { spawn } from 'node:child_process';
import type { Writable } from 'node:stream';

/** A source waiting in standby, as its presenter's monitor reads it (source-input.ts `standbyOf`). */
export interface StandbyTap {
  inputArgs: string[];
  tap(sink: Writable): () => void;
  onClose(listener: () => void): void;
}

/**
 * The presenter's own monitor while their source waits in standby: what the source sends, transcoded to
 * MP3 so any browser's <audio> plays it whatever the encoder sends, into `out` until either end goes. Only this
 * listener hears it; the air and /stream never do. Returns the function that stops it.
 */
export function monitorToMp3(ffmpegPath: string, standby: StandbyTap, out: Writable): () => void {
  const args = ['-hide_banner', '-loglevel', 'error', '-nostdin', ...standby.inputArgs, '-i', 'pipe:0'];
  args.push('-vn', '-ac', '2', '-ar', '44100', '-c:a', 'libmp3lame', '-b:a', '128k', '-f', 'mp3', 'pipe:1');
  const encoder = spawn(ffmpegPath, args, { stdio: ['pipe', 'pipe', 'ignore'] });
  encoder.stdin.on('error', () => {});
  encoder.stdout.pipe(out);
  const untap = standby.tap(encoder.stdin);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    untap();
    encoder.kill('SIGKILL');
    out.end();
  };
  encoder.once('close', stop);
  standby.onClose(stop);
  return stop;
}
