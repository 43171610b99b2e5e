import type { LoggerSettings } from '../../../shared/schemas/archive/recordings';
import { loggerEncoderArgs } from './logger-quality';
import { type OpenRecording, openRecording, type RecordingDeps } from './recording-file';

const HOUR_MS = 3_600_000;
const LOGGER_TITLE = 'Registro de emisión';
/** After a failure (a full disk), how long the logger waits before it looks for room and records again. */
export const LOGGER_RETRY_MS = 10_000;

/**
 * The broadcast logger: every bus frame into one file per clock hour. It rotates on the first frame of a new hour
 * (by `now`, a fake clock in tests), so each file starts at its hour. Retention 0 days turns it off. Each hour is
 * encoded at the quality set when it opens: a change of quality takes effect at the next hour's file. A recording
 * that failed (the disk full) is opened again, mid-hour, once `hasRoom` says there is room, looked at every
 * LOGGER_RETRY_MS: the law's record must not wait for the next hour, nor for someone to restart the station.
 */
export function createBroadcastLogger(
  deps: RecordingDeps & {
    now: () => number;
    settings: () => LoggerSettings;
    onRotate(): void;
    /** Whether the disk has room to record again after a failure. */
    hasRoom(): boolean;
  },
) {
  let current: OpenRecording | null = null;
  let currentHour = -1;
  let enabled = deps.settings().loggerRetentionDays > 0;
  // After a failure the logger tries again from this instant, not on every frame.
  let retryAt = Number.NEGATIVE_INFINITY;

  function rotate(now: number, hour: number) {
    const previous = current;
    current = null;
    if (previous) void previous.close(new Date(now));
    currentHour = hour;
    if (enabled && now >= retryAt) {
      try {
        const kbps = deps.settings().loggerBitrateKbps;
        current = openRecording(
          {
            ...deps,
            onFailure: (kind, reason) => {
              retryAt = deps.now() + LOGGER_RETRY_MS;
              current = null;
              deps.onFailure(kind, reason);
            },
          },
          'logger',
          LOGGER_TITLE,
          new Date(now),
          { bitrateKbps: kbps, args: loggerEncoderArgs(kbps) },
        );
      } catch (error) {
        retryAt = now + LOGGER_RETRY_MS;
        deps.onFailure('logger', (error as Error).message);
      }
    }
    deps.onRotate();
  }

  return {
    write(frame: Buffer) {
      const now = deps.now();
      const hour = Math.floor(now / HOUR_MS);
      if (hour !== currentHour) rotate(now, hour);
      else if (!current && enabled && now >= retryAt) {
        if (deps.hasRoom()) rotate(now, hour);
        else retryAt = now + LOGGER_RETRY_MS;
      }
      current?.write(frame);
    },
    /** Re-reads the settings: turning the logger off closes the hour now; turning it on opens one at the next frame. */
    settingsChanged() {
      enabled = deps.settings().loggerRetentionDays > 0;
      if (!enabled && current) {
        void current.close(new Date(deps.now()));
        current = null;
      }
      if (enabled && !current) currentHour = -1;
    },
    recording: () => current !== null,
    async close() {
      const last = current;
      current = null;
      currentHour = -1;
      await last?.close(new Date(deps.now()));
    },
  };
}
