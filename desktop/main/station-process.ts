import { utilityProcess } from 'electron';
import { CORE_NODE_FLAGS, withCoreMemoryEnv } from '../station/core-memory-env';
import { STABLE_MS, STOP_GRACE_MS, stationBackoffMs } from '../station/supervisor';
import type { FromStation, StationFailedMessage, ToStation } from './station-messages';

// One restart policy for the app's utility process and the headless CLI's core.
export { STABLE_MS, STOP_GRACE_MS, stationBackoffMs };

export interface StationProcessOptions {
  /** The built station-entry.js. */
  entry: string;
  /** Flags and environment for each start (read again at every restart: settings may have changed). */
  args(): string[];
  env(): Record<string, string>;
  onMessage(message: FromStation): void;
  /** The station could not start (port in use, data folder…): no restart, main asks the volunteer. */
  onStartFailed(message: StationFailedMessage): void;
  /** The station died and will be restarted in `delayMs`. */
  onCrash?(code: number, delayMs: number): void;
  backoffMs?(attempt: number): number;
}

type Child = ReturnType<typeof utilityProcess.fork>;

/**
 * The station core in an Electron utility process, supervised by main: restarted with backoff when it dies,
 * stopped cleanly (the station closes its encoders, listeners and database) when the app quits.
 */
export function createStationProcess(options: StationProcessOptions) {
  const backoff = options.backoffMs ?? stationBackoffMs;
  let child: Child | null = null;
  let attempt = 0;
  let stopping = false;
  let failedStart = false;
  // The two timers, as the headless supervisor holds them: the pending restart, and the one that forgets the backoff
  // after a stable run.
  const timers: { restart?: NodeJS.Timeout; stable?: NodeJS.Timeout } = {};
  let restarts = 0;

  function fork() {
    failedStart = false;
    const started = utilityProcess.fork(options.entry, options.args(), {
      serviceName: 'Emisora station',
      env: withCoreMemoryEnv({ ...process.env, ...options.env() }),
      execArgv: [...CORE_NODE_FLAGS],
      stdio: 'inherit',
    });
    child = started;
    started.on('message', (message: FromStation) => {
      if (message.type === 'failed') {
        failedStart = true;
        options.onStartFailed(message);
        return;
      }
      if (message.type === 'ready') {
        clearTimeout(timers.stable);
        timers.stable = setTimeout(() => {
          attempt = 0;
        }, STABLE_MS);
      }
      options.onMessage(message);
    });
    started.once('exit', (code: number) => {
      if (child !== started) return;
      child = null;
      clearTimeout(timers.stable);
      if (stopping || failedStart) return;
      const delay = backoff(attempt++);
      restarts++;
      options.onCrash?.(code, delay);
      timers.restart = setTimeout(fork, delay);
    });
  }

  return {
    start() {
      if (child || timers.restart) return;
      stopping = false;
      fork();
    },
    /** Asks the station to stop cleanly, kills it after STOP_GRACE_MS. Resolves when the process is gone. */
    stop(): Promise<void> {
      stopping = true;
      clearTimeout(timers.restart);
      timers.restart = undefined;
      clearTimeout(timers.stable);
      const running = child;
      if (!running) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const kill = setTimeout(() => running.kill(), STOP_GRACE_MS);
        running.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        running.postMessage({ type: 'stop' } satisfies ToStation);
      });
    },
    /** Starts again after a failed start (new settings) or a stop. */
    restart() {
      clearTimeout(timers.restart);
      timers.restart = undefined;
      attempt = 0;
      stopping = false;
      if (!child) fork();
    },
    send(message: ToStation) {
      child?.postMessage(message);
    },
    running: () => child !== null,
    pid: () => child?.pid,
    restarts: () => restarts,
  };
}
