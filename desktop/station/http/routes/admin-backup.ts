import fs from 'node:fs';
import { Router } from 'express';
import { writeBackupArchive } from '../../backup/archive';
import { takeSnapshot } from '../../backup/snapshot';
import type { StationContext } from '../../context';
import { stationTimeZone, wallTime } from '../../programming/station-time';
import { HttpError } from '../errors';
import { actor, requireAdmin } from '../session';
import { plural } from '../../../../shared/plural';

const BUSY = 'Ya se está preparando una copia de seguridad. Espera a que termine la descarga.';

/** emisora-copia-YYYY-MM-DD-HHMM.tar.gz, on the station's wall clock like every time the admin sees. */
function backupFileName(instant: number, timeZone: string): string {
  const { date, time } = wallTime(instant, timeZone);
  return `emisora-copia-${date}-${time.replace(':', '')}.tar.gz`;
}

/** GET /admin/backup: the database and every media file as one tar.gz, taken while on air. */
export function adminBackupRoutes(ctx: StationContext): Router {
  const router = Router();
  const log = ctx.log.child('backup');
  // One at a time: each reads the whole library from the disk the playout reads from.
  let running = false;

  router.get('/admin/backup', requireAdmin, async (_req, res) => {
    if (running) throw new HttpError(409, 'backup_running', BUSY);
    running = true;
    const staging = ctx.media.tempPath('-backup');
    // 'close' fires when the response ends or the client goes away: either way the staged copy goes.
    res.once('close', () => {
      running = false;
      fs.rmSync(staging, { recursive: true, force: true });
    });
    const snapshot = await takeSnapshot(ctx.db, ctx.media, staging);
    const createdAt = new Date();
    res
      .status(200)
      .attachment(backupFileName(createdAt.getTime(), stationTimeZone(ctx.config)))
      .type('application/gzip');
    res.flushHeaders();
    try {
      const manifest = await writeBackupArchive(snapshot, res, createdAt);
      ctx.repos.audit.record(
        actor(res),
        'backup.download',
        `Copia de seguridad descargada (${plural(manifest.files.length, { one: '# archivo', other: '# archivos' })})`,
      );
    } catch (error) {
      // Mostly a download cancelled in the browser; the response is already gone.
      log.warn('backup not completed', { error: (error as Error).message });
      res.destroy();
    }
  });

  return router;
}
