import { spawn } from 'node:child_process';

export interface RunResult {
  code: number | null;
  stdout: Buffer;
  stderr: string;
}

export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly stderr: string,
  ) {
    super(message);
    this.name = 'FfmpegError';
  }
}

/**
 * Runs ffmpeg (or ffprobe-like use of ffmpeg) to completion with an argument array — never a shell.
 * Rejects on a non-zero exit or on timeout (the child is killed).
 */
export function runFfmpeg(
  ffmpegPath: string,
  args: readonly string[],
  options: { timeoutMs?: number; input?: Buffer; allowFailure?: boolean; signal?: AbortSignal } = {},
): Promise<RunResult> {
  const { timeoutMs = 120_000, input, allowFailure = false, signal } = options;
  if (signal?.aborted) return Promise.reject(new FfmpegError('ffmpeg not started: the station is stopping', ''));
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    // Stopping the station ends its one-off ffmpeg jobs too: no child outlives the station.
    const onAbort = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      // Keep the tail only: ffmpeg can be chatty and only the last lines explain a failure.
      err = (err + chunk.toString('utf8')).slice(-64 * 1024);
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code, exitSignal) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      const result = { code, stdout: Buffer.concat(out), stderr: err };
      if (code === 0 || allowFailure) resolve(result);
      else
        reject(
          new FfmpegError(
            `ffmpeg exited with ${code ?? exitSignal}: ${err.trim().split('\n').slice(-3).join(' | ')}`,
            err,
          ),
        );
    });
    child.stdin.on('error', () => {});
    if (input) child.stdin.end(input);
    else child.stdin.end();
  });
}
