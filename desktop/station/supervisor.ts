import type { ChildProcess } from 'node:child_process';

/** Restart delays for a station core that died: 1 s, 2 s, 4 s … up to 30 s (the desktop app's too). */
export const stationBackoffMs = (attempt: number) => Math.min(1_000 * 2 ** attempt, 30_000);
/** A core that stayed up this long after being ready counts as healthy again (the backoff starts over). */
export const STABLE_MS = 60_000;
/** How long a clean stop may take before the core is killed. */
export const STOP_GRACE_MS = 6_000;
/** The core's exit code for a start it cannot make (bad flag, port in use, unreadable data dir). */
export const START_FAILED_EXIT = 2;

/** What the core sends its supervisor over the IPC channel. */
export interface CoreMessage {
  type: 'ready';
}

export interface SupervisorOptions {
  /** Starts the core; `restart` is true after a crash (one-off start-up flags such as --restore are dropped). */
  start(restart: boolean): ChildProcess;
  /** One line for the operator's console. */
  report(line: string): void;
  backoffMs?(attempt: number): number;
}

/**
 * Keeps the headless station's core running, as desktop/main/station-process.ts does for the app's utility
 * process: a core that dies is started again after a growing delay, so one crash (an abort under a memory
 * limit, a bug on one request) never leaves the station off air. A core that cannot start at all the first time
 * (exit 2: the operator's flags) is not retried; after it has run once, every death is retried.
 */
export function superviseCore(options: SupervisorOptions) {
  const backoff = options.backoffMs ?? stationBackoffMs;
  let child: ChildProcess | null = null;
  let attempt = 0;
  let everReady = false;
  let stopping = false;
  // The two timers the supervisor owns: the pending restart, and the one that forgets the backoff after a stable run.
  const timers: { restart?: NodeJS.Timeout; stable?: NodeJS.Timeout } = {};
  let settle: (code: number) => void = () => {};
  const finished = new Promise<number>((resolve) => {
    settle = resolve;
  });

  function launch(restart: boolean) {
    timers.restart = undefined;
    const started = options.start(restart);
    child = started;
    started.on('message', (message: CoreMessage) => {
      if (message?.type !== 'ready') return;
      everReady = true;
      clearTimeout(timers.stable);
      timers.stable = setTimeout(() => {
        attempt = 0;
      }, STABLE_MS);
    });
    started.once('exit', (code, signal) => {
      child = null;
      clearTimeout(timers.stable);
      if (stopping) return settle(code ?? 1);
      if (!everReady && code === START_FAILED_EXIT) return settle(START_FAILED_EXIT);
      const delay = backoff(attempt++);
      options.report(
        `the station core stopped (${signal ?? `exit code ${code}`}); starting it again in ${delay / 1000} s`,
      );
      timers.restart = setTimeout(() => launch(true), delay);
    });
  }

  launch(false);
  return {
    /** Resolves with the exit code the supervisor should end with. */
    finished,
    pid: () => child?.pid,
    /** Stops the core cleanly (SIGTERM, then SIGKILL after STOP_GRACE_MS) and restarts nothing. */
    stop() {
      if (stopping) return finished;
      stopping = true;
      clearTimeout(timers.restart);
      clearTimeout(timers.stable);
      const running = child;
      if (!running) settle(0);
      else {
        const kill = setTimeout(() => running.kill('SIGKILL'), STOP_GRACE_MS);
        kill.unref();
        running.kill('SIGTERM');
      }
      return finished;
    },
  };
}

/** Flags that act once at start-up: a restart after a crash must not restore an old backup over today's data. */
export function withoutOneOffFlags(argv: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--restore') i++;
    else if (!arg.startsWith('--restore=')) kept.push(arg);
  }
  return kept;
}
