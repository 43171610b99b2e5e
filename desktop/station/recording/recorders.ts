import fs from 'node:fs';
import type { RecordingKind } from '../../../shared/schemas/archive/recordings';
import type { BusTaps } from '../broadcast/bus/bus-taps';
import type { Runner } from '../ffmpeg/runner';
import type { StationContext } from '../core/context';
import type { FileOps } from './file-ops';
import { createBroadcastLogger } from './logger';
import { readLoggerSettings } from './logger-settings';
import { stationTimeZone } from '../../../shared/station/station-time';
import { recordingsRoot } from './paths';
import { type OpenRecording, openRecording, type RecordingDeps } from './recording-file';
import { closeInterruptedRecordings } from './recovery';
import { pruneSongRequests } from '../requests/request-retention';
import { pruneLogger } from './retention';
import { diskFree } from './storage';
import { DISK_FULL_BELOW_BYTES } from '../health/disk';
import { draftFromLiveRecording } from '../podcasts/drafts';
import type { SessionTag } from '../repos/archive/podcast-drafts';
import { AS_RUN_MIN_RETENTION_DAYS } from '../../../shared/station/logger-disk';

const FAILURE_TEXT: Record<RecordingKind, string> = {
  live: 'La grabación del directo se ha detenido',
  logger: 'El registro de emisión se ha detenido',
};

export interface RecordersOptions {
  ctx: Pick<StationContext, 'log' | 'config' | 'repos' | 'ffmpegPath' | 'alerts'>;
  runner: Runner;
  taps: BusTaps;
  /** The station's wall clock in ms. */
  now: () => number;
  fileOps?: FileOps;
}

/**
 * What airs, kept: the live recorder (one file per live session, from when listeners hear it to when it ends) and
 * the hourly logger, both fed from one bus tap. Nothing here can stop the air: the tap only copies frames into
 * encoders' pipes, and every failure ends in a closed file, a log line and an alert.
 */
export function createRecorders({ ctx, runner, taps, now, fileOps }: RecordersOptions) {
  const log = ctx.log.child('recording');
  const root = recordingsRoot(ctx.config.dataDir);
  fs.mkdirSync(root, { recursive: true });
  const { recordings } = ctx.repos;
  const settings = () => readLoggerSettings(ctx.repos.settings);

  const deps: RecordingDeps = {
    runner,
    ffmpegPath: ctx.ffmpegPath,
    root,
    timeZone: stationTimeZone(ctx.config),
    recordings,
    log,
    now,
    fileOps,
    onOpened: () => void ctx.alerts.resolve('recording_failed'),
    onFailure(kind, reason) {
      const diskFull = reason === 'disk full';
      ctx.alerts.raise(
        'recording_failed',
        `${FAILURE_TEXT[kind]}: ${diskFull ? 'el disco está lleno' : reason}. La emisión continúa.`,
      );
    },
  };

  const prune = () => {
    try {
      pruneLogger({ recordings, root, log }, settings(), now());
      // The running order is kept at least as long as its audio, and never less than AS_RUN_MIN_RETENTION_DAYS.
      const days = Math.max(AS_RUN_MIN_RETENTION_DAYS, settings().loggerRetentionDays);
      ctx.repos.asRun.pruneBefore(new Date(now() - days * 86_400_000).toISOString());
      pruneSongRequests(ctx.repos, now());
    } catch (error) {
      log.error('logger retention failed', { error: (error as Error).message });
    }
  };
  const logger = createBroadcastLogger({
    ...deps,
    now,
    settings,
    onRotate: prune,
    hasRoom: () => (diskFree(root) ?? Number.POSITIVE_INFINITY) >= DISK_FULL_BELOW_BYTES,
  });
  let live: OpenRecording | null = null;
  let removeTap: (() => void) | null = null;

  function closeLive() {
    const session = live;
    live = null;
    if (!session) return Promise.resolve();
    // Once the row is complete: a presenter's session becomes a draft of their show's podcast.
    return session.close(new Date(now())).then(() => {
      try {
        draftFromLiveRecording(ctx, session.id);
      } catch (error) {
        log.error('live session draft failed', { error: (error as Error).message });
      }
    });
  }

  return {
    /** Closes what a crash left open, prunes, and starts reading the bus. */
    start() {
      closeInterruptedRecordings({ recordings, root, log });
      prune();
      removeTap ??= taps.add('recorder', (frame) => {
        live?.write(frame);
        logger.write(frame);
      });
    },
    /** Listeners now hear the live show: its recording starts here, tagged with its presenter's occurrence. */
    liveStarted(title: string, tag?: SessionTag) {
      void closeLive();
      try {
        live = openRecording(
          {
            ...deps,
            onFailure: (kind, reason) => {
              live = null;
              deps.onFailure(kind, reason);
            },
          },
          'live',
          title,
          new Date(now()),
        );
        if (tag) ctx.repos.podcastDrafts.tagRecording(live.id, tag);
      } catch (error) {
        log.error('live recording could not start', { error: (error as Error).message });
        deps.onFailure('live', (error as Error).message);
      }
    },
    /** The live show left the air: its recording is finished (the row is complete once the encoder flushed). */
    liveEnded: () => closeLive(),
    settingsChanged() {
      logger.settingsChanged();
      prune();
    },
    status: () => ({ live: live !== null, logger: logger.recording() }),
    root,
    async stop() {
      removeTap?.();
      removeTap = null;
      await Promise.all([closeLive(), logger.close()]);
    },
  };
}
export type Recorders = ReturnType<typeof createRecorders>;
