import type { LoggerSettings } from '../../../shared/schemas/recordings';
import { loggerEncoderArgs } from './logger-quality';
import { type OpenRecording, openRecording, type RecordingDeps } from './recording-file';

const HOUR_MS = 3_600_000;
const LOGGER_TITLE = 'Registro de emisión';

/**
 * The broadcast logger: every bus frame into one file per clock hour. It rotates on the first frame of a new hour
 * (by `now`, a fake clock in tests), so each file starts at its hour. Retention 0 days turns it off. Each hour is
 * encoded at the quality set when it opens: a change of quality takes effect at the next hour's file.
 */
export function createBroadcastLogger(
  deps: RecordingDeps & { now: () => number; settings: () => LoggerSettings; onRotate(): void },
) {
  let current: OpenRecording | null = null;
  let currentHour = -1;
  let enabled = deps.settings().loggerRetentionDays > 0;
  // After a failure (disk full) the logger waits for the next hour rather than retrying on every frame.
  let pausedUntilHour = -1;

  function rotate(now: number, hour: number) {
    const previous = current;
    current = null;
    if (previous) void previous.close(new Date(now));
    currentHour = hour;
    if (enabled && hour > pausedUntilHour) {
      try {
        const kbps = deps.settings().loggerBitrateKbps;
        current = openRecording(
          {
            ...deps,
            onFailure: (kind, reason) => {
              pausedUntilHour = currentHour;
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
        pausedUntilHour = hour;
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
