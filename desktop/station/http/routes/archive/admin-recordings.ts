import { retentionBytes } from '../../../../../shared/station/logger-disk';
import fs from 'node:fs';
import { Router } from 'express';
import {
  RECORDING_PAGE_KEYS,
  type RecordingPage,
  type RecordingStorage,
} from '../../../../../shared/schemas/archive/recordings';
import type { StationContext } from '../../../core/context';
import { stationTimeZone, wallTime } from '../../../../../shared/station/station-time';
import { readLoggerSettings, writeLoggerSettings } from '../../../recording/logger-settings';
import { recordingPath, recordingsRoot } from '../../../recording/paths';
import { computePeaks } from '../../../recording/peaks';
import { budgetDays, diskFree, storageWarning } from '../../../recording/storage';
import { publicRecordingAt } from '../../../repos/archive/recordings';
import { HttpError, notFound } from '../../errors/errors';
import { actor, requireAdmin } from '../../middleware/session';
import { handle } from '../../route-helpers/handle';

const NOT_FOUND = 'La grabación no existe.';
const IN_USE = 'La grabación no se puede eliminar: la usa un episodio de podcast. Elimina antes el episodio.';
const STILL_RECORDING = 'La grabación todavía está en curso.';

/** GET/DELETE /api/recordings, the audio of each (Range, download), the logger's settings and disk use. */
export function adminRecordingRoutes(
  ctx: Pick<StationContext, 'broadcast' | 'clock' | 'config' | 'ffmpegPath' | 'repos' | 'shutdown'>,
): Router {
  const { repos } = ctx;
  const root = recordingsRoot(ctx.config.dataDir);
  const router = Router();

  handle(router, 'recordings.list', requireAdmin, ({ query, req, res }) => {
    if (!RECORDING_PAGE_KEYS.some((key) => key in req.query)) {
      res.json(repos.recordings.list().map(publicRecordingAt(ctx.clock)));
      return;
    }
    // Only the filters: page() reads offset/limit itself.
    const { items, total } = repos.recordings.page(query);
    const page: RecordingPage = {
      items: items.map(publicRecordingAt(ctx.clock)),
      total,
      offset: query.offset,
      limit: query.limit,
    };
    res.json(page);
  });

  handle(router, 'recordings.settings', requireAdmin, ({ res }) => {
    res.json(readLoggerSettings(repos.settings));
  });

  handle(router, 'recordings.updateSettings', requireAdmin, ({ body: patch, res }) => {
    writeLoggerSettings(repos.settings, patch);
    const settings = readLoggerSettings(repos.settings);
    repos.audit.record(
      actor(res),
      'recordings.settings',
      `Registro de emisión: ${settings.loggerRetentionDays} días, ${Math.round(settings.loggerBudgetBytes / 1024 ** 3)} GiB, ${settings.loggerBitrateKbps} kbps`,
    );
    res.json(settings);
  });

  handle(router, 'recordings.storage', requireAdmin, ({ res }) => {
    const settings = readLoggerSettings(repos.settings);
    const loggerBytes = repos.recordings.bytes('logger');
    const freeBytes = diskFree(root);
    const body: RecordingStorage = {
      loggerBytes,
      liveBytes: repos.recordings.bytes('live'),
      budgetBytes: settings.loggerBudgetBytes,
      budgetDays: budgetDays(settings),
      retentionBytes: retentionBytes(settings.loggerRetentionDays, settings.loggerBitrateKbps),
      freeBytes,
      warning: storageWarning({ settings, loggerBytes, freeBytes }),
      recording: ctx.broadcast.recording?.status() ?? { live: false, logger: false },
    };
    res.json(body);
  });

  const recordingOf = ({ id }: { id: number }) => {
    const recording = repos.recordings.get(id);
    if (!recording) throw notFound(NOT_FOUND);
    return recording;
  };

  // The recording as it is (Range and HEAD by send); ?download=1 asks the browser to save it.
  handle(router, 'recordings.audio', requireAdmin, ({ params, req, res, next }) => {
    const recording = recordingOf(params);
    const file = recordingPath(root, recording.fileName);
    if (req.query.download === '1') {
      // The station's wall clock, as the recordings page lists it.
      const { date, time } = wallTime(Date.parse(recording.startedAt), stationTimeZone(ctx.config));
      res.attachment(
        `${recording.kind === 'live' ? recording.programTitle : 'registro'} ${date} ${time.replace(':', 'h')}.mp3`,
      );
    }
    res.sendFile(file, { headers: { 'Content-Type': 'audio/mpeg', 'Cache-Control': 'private, no-cache' } }, (error) => {
      // A player that seeks or stops closes its request: nothing to report then.
      if (error && !res.headersSent && (error as NodeJS.ErrnoException).code !== 'ECONNABORTED') next(error);
    });
  });

  // Waveform peaks for the trimming screen, computed once per recording (a finished file never changes).
  const peaksCache = new Map<number, Promise<number[]>>();
  handle(router, 'recordings.peaks', requireAdmin, async ({ params, res }) => {
    const recording = recordingOf(params);
    if (recording.endedAt === null) throw new HttpError(409, 'recording_in_progress', STILL_RECORDING);
    // Two points a second up to an hour; fewer for longer recordings (a waveform is at most a few thousand pixels).
    const perSecond = Math.max(0.25, Math.min(2, 7_200 / Math.max(1, recording.durationSec)));
    let peaks = peaksCache.get(recording.id);
    if (!peaks) {
      peaks = computePeaks(ctx.ffmpegPath, recordingPath(root, recording.fileName), perSecond, ctx.shutdown);
      peaksCache.set(recording.id, peaks);
      peaks.catch(() => peaksCache.delete(recording.id));
      while (peaksCache.size > 20) peaksCache.delete(peaksCache.keys().next().value!);
    }
    try {
      res.json({ durationSec: recording.durationSec, peaks: await peaks });
    } catch {
      throw new HttpError(422, 'audio_failed', 'No se pudo leer el audio de la grabación.');
    }
  });

  handle(router, 'recordings.delete', requireAdmin, ({ params, res }) => {
    const recording = recordingOf(params);
    if (recording.endedAt === null) throw new HttpError(409, 'recording_in_progress', STILL_RECORDING);
    const episodes = repos.recordings.episodesUsing(recording.id);
    if (episodes > 0) throw new HttpError(409, 'recording_in_use', IN_USE);
    peaksCache.delete(recording.id);
    ctx.repos.transaction(() => {
      repos.recordings.remove(recording.id);
      fs.rmSync(recordingPath(root, recording.fileName), { force: true });
    })();
    repos.audit.record(actor(res), 'recordings.delete', `Grabación «${recording.programTitle}» eliminada`);
    res.status(204).end();
  });

  return router;
}
