import type { BroadcastStatus } from '../station/broadcast/engine/broadcast';
import { ConfigError, loadConfig } from '../station/config/config';
import { runStation, type StationRun } from '../station/core-restart';
import type { StationHandle, StartOptions } from '../station/start-station';
import { type FromStation, problemOf, type StationStatusMessage, type ToStation } from './station-messages';

/** The utility process's side of the message port (process.parentPort in Electron). */
export interface ParentPortLike {
  postMessage(message: FromStation): void;
  on(event: 'message', listener: (event: { data: ToStation }) => void): void;
}

/** Status for the tray, from the broadcast's status and now-playing. */
function statusMessage(station: StationHandle, status: BroadcastStatus): StationStatusMessage {
  const current = station.context.broadcast.nowPlaying().current;
  return {
    type: 'status',
    air: !status.serverRunning ? 'off' : status.isLive ? 'live' : 'auto',
    listeners: status.listeners,
    nowPlaying: current ? `${current.artist} - ${current.title}`.replace(/^ - /, '') : null,
  };
}

/**
 * Runs the station core inside Electron's utility process: the same runStation as the headless CLI (a restart that
 * applies a backup or a time zone happens in this process), with the status events forwarded to main (the tray) and
 * a clean stop on main's request. A start-up failure is reported
 * with the setting at fault; nothing is printed (an administrator password comes from the setup screen).
 */
export async function hostStation(
  port: ParentPortLike,
  sources: {
    argv: string[];
    env: NodeJS.ProcessEnv;
    webRoot: string;
    defaultDataDir?: string;
    /** Ends the process (after a failed start: 2; after a clean stop: 0). */
    exit?: (code: number) => void;
  },
  options: StartOptions = {},
): Promise<StationRun | null> {
  let unbind = () => {};
  // Each start (the first, and one after a restart that applies a backup or a time zone) tells main again.
  const started = (station: StationHandle) => {
    unbind();
    const { broadcast } = station.context;
    const sendStatus = () => port.postMessage(statusMessage(station, broadcast.status()));
    broadcast.events.on('status', sendStatus);
    broadcast.events.on('nowPlaying', sendStatus);
    unbind = () => {
      broadcast.events.off('status', sendStatus);
      broadcast.events.off('nowPlaying', sendStatus);
    };
    port.postMessage({ type: 'ready', url: station.url, port: station.port, dataDir: station.context.config.dataDir });
    sendStatus();
  };
  let run: StationRun;
  try {
    const config = loadConfig(sources);
    run = await runStation(config, {
      ...options,
      onAdminPassword: () => {},
      onStarted: started,
      // Main restarts a process that ends with a failure, with its backoff.
      onRestartFailed: () => sources.exit?.(1),
    });
  } catch (error) {
    const setting = error instanceof ConfigError ? error.setting : 'start';
    port.postMessage({
      type: 'failed',
      problem: error instanceof ConfigError ? problemOf(setting) : 'crash',
      setting,
      message: (error as Error).message,
    });
    sources.exit?.(2);
    return null;
  }
  port.on('message', ({ data }) => {
    if (data.type === 'stop') {
      unbind();
      void run.stop().then(() => {
        port.postMessage({ type: 'stopped' });
        sources.exit?.(0);
      });
    } else if (data.type === 'broadcast') {
      const { broadcast } = run.current().context;
      void (data.action === 'start' ? broadcast.start() : broadcast.stop());
    }
  });
  return run;
}
