import { ConfigError, type StationConfig } from './config/config';
import type { CoreRestartReason } from './core/context';
import { createLogger } from './core/log';
import { type StartOptions, type StationHandle, startStation } from './start-station';

const RESTART_ATTEMPTS = 5;
const RESTART_RETRY_MS = 1_000;

export interface RunOptions extends StartOptions {
  /** Each start: the first (restarted false) and each one after a restart. */
  onStarted?(handle: StationHandle, restarted: boolean): void;
  /** A restart could not start the station again: it is off air, and the caller ends the process. */
  onRestartFailed?(error: unknown): void;
}

export interface StationRun {
  /** The station now (a new handle after each restart). */
  current(): StationHandle;
  /** Stops the station (a restart under way is waited for first); restarts nothing more. */
  stop(): Promise<void>;
}

/**
 * Runs the station core and restarts it in this same process when an admin applies something that only a start
 * reads (a restored backup, the time zone): everything stops as a clean stop does (listeners, encoders, database,
 * ports) and starts again with the same configuration, one-off flags dropped. No second process is needed for that,
 * so `npm start` stays one process; a crash is the service manager's to restart (docs/operator-guide.md, "Running as a service").
 */
export async function runStation(config: StationConfig, options: RunOptions = {}): Promise<StationRun> {
  const log = options.log ?? createLogger(config.logLevel);
  const state: { stopped: boolean; restarting: Promise<void> | null } = { stopped: false, restarting: null };
  const restart = (reason: CoreRestartReason) => {
    if (state.restarting || state.stopped) return;
    log.info('restarting the station core to apply a change', { reason });
    state.restarting = (async () => {
      await handle.stop();
      handle = await startAgain();
      log.info('station core restarted', { reason });
      options.onStarted?.(handle, true);
    })()
      .catch((error: unknown) => {
        log.error('the station core could not start again', { reason, error: (error as Error).message });
        options.onRestartFailed?.(error);
      })
      .finally(() => {
        state.restarting = null;
      });
  };
  /**
   * The start after a stop, tried a few times: a port the old start held can take a moment to be free again (the
   * kernel, an RTMP client reconnecting at once); a start refused for another reason is not retried.
   */
  async function startAgain(): Promise<StationHandle> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await startStation({ ...config, restore: undefined }, { ...options, log, restart });
      } catch (error) {
        const portTaken = error instanceof ConfigError && /\(port in use\)/.test(error.message);
        if (!portTaken || attempt >= RESTART_ATTEMPTS || state.stopped) throw error;
        log.warn('a port is still taken after the stop; starting again in a moment', { attempt });
        await new Promise((resolve) => setTimeout(resolve, RESTART_RETRY_MS));
      }
    }
  }
  let handle = await startStation(config, { ...options, log, restart });
  options.onStarted?.(handle, false);
  return {
    current: () => handle,
    async stop() {
      state.stopped = true;
      await state.restarting;
      await handle.stop();
    },
  };
}
