import fs from 'node:fs';
import { type RequestHandler, type Response, Router } from 'express';
import { type BackupShelf, restoreInputSchema } from '../../../../../shared/schemas/core/station-core';
import { stationTimeZone, wallTime } from '../../../../../shared/station/station-time';
import { createBackupShelf } from '../../../backup/backup-shelf';
import { stageRestore } from '../../../backup/restore';
import { RestoreError, type RestoreReason } from '../../../backup/restore-error';
import { takeSnapshot } from '../../../backup/snapshot';
import type { StationContext } from '../../../core/context';
import { formText, receiveFiles, uploadedFile } from '../../../uploads/temp-storage';
import { HttpError, notFound } from '../../errors/errors';
import { actor, requireAdmin } from '../../middleware/session';
import { parse } from '../../errors/validate';
import { answerAndRestart, assertCanRestart } from './core-restart-answer';
import { dateOf } from '../../../core/clock';
import { handle } from '../../route-helpers/handle';

const BUSY = 'Ya se está guardando o comprobando una copia. Espera a que termine.';
// A backup holds the whole library: the disk, not a fixed size, is what limits it (and the restore's own checks).
const MAX_UPLOAD_BYTES = 256 * 1024 ** 3;

/** What the admin reads when an archive is refused: what is wrong and what to do; the data is never changed. */
const REFUSED: Readonly<Record<RestoreReason, string>> = {
  unreadable: 'No se puede leer el archivo de la copia.',
  not_backup: 'Ese archivo no es una copia de seguridad de Emisora (.tar.gz o .tar.gz.age).',
  encrypted: 'Esta copia está cifrada: escribe la contraseña con la que se hizo.',
  passphrase: 'La contraseña no abre esta copia: se hizo con otra.',
  newer: 'Esta copia la hizo una versión más nueva de Emisora: actualiza la emisora antes de restaurarla.',
  too_large: 'La copia no cabe en el disco de la emisora o supera lo que una copia puede ocupar.',
  damaged: 'La copia está dañada o incompleta.',
  target: 'La carpeta de datos de la emisora no puede recibir la copia.',
};

/** A refusal as the API says it: a 4xx naming what is wrong; nothing was changed. */
function refusal(error: RestoreError, kept: boolean): HttpError {
  const retry = kept ? ' La copia subida queda en la lista: elígela y escribe la contraseña correcta.' : '';
  const status = error.reason === 'target' ? 409 : 422;
  return new HttpError(status, `backup_${error.reason}`, `${REFUSED[error.reason]} No se ha cambiado nada.${retry}`);
}

/**
 * Configuración → «Copia de seguridad», the station's side: the backups it keeps beside its data folder (saved
 * here, or uploaded), and restoring one of them or an uploaded archive. A restore is checked completely first, as
 * --restore checks it (every digest, the database, the passphrase of an encrypted one), while the station stays on
 * air; a refused archive is a 422 that says why and changes nothing. A good one is staged beside the data folder
 * and the core restarts to swap it in (backup/restore-swap.ts): the data before it is kept, never deleted.
 */
export function adminRestoreRoutes(
  ctx: Pick<StationContext, 'clock' | 'config' | 'db' | 'log' | 'media' | 'repos' | 'restartCore'>,
): Router {
  const router = Router();
  const log = ctx.log.child('restore');
  const timeZone = stationTimeZone(ctx.config);
  const shelf = createBackupShelf(ctx.config.dataDir, timeZone, ctx.clock);
  // One at a time, and none once a restore is staged: the restart that swaps it in is coming.
  const lock = { busy: false };
  const take = () => {
    if (lock.busy) throw new HttpError(409, 'backup_busy', BUSY);
    lock.busy = true;
  };

  const receiveArchive: RequestHandler = (req, res, next) => {
    const receive = receiveFiles(shelf.uploadPath, [
      { name: 'archive', maxBytes: MAX_UPLOAD_BYTES, tooLargeMessage: 'La copia es demasiado grande.' },
    ]);
    receive(req, res, (error?: unknown) => {
      if ((error as NodeJS.ErrnoException | undefined)?.code === 'ENOSPC')
        return next(
          new HttpError(507, 'disk_full', 'No queda espacio en el disco de la emisora para recibir la copia.'),
        );
      next(error);
    });
  };

  /** Verifies and stages `file`, then answers and restarts; `uploaded` names an upload to forget if it is refused. */
  async function restore(res: Response, file: string, passphrase: string | undefined, uploaded?: string) {
    let took = false;
    try {
      assertCanRestart(ctx);
      take();
      took = true;
      const { manifest } = await stageRestore(file, ctx.config.dataDir, {
        passphrase: passphrase || ctx.config.backupPassphrase,
        requestedBy: actor(res).username,
        now: dateOf(ctx.clock),
      });
      const made = wallTime(Date.parse(manifest.createdAt), timeZone);
      ctx.repos.audit.record(actor(res), 'backup.restore_requested', `Copia del ${made.date} ${made.time} comprobada`);
      answerAndRestart(
        ctx,
        res,
        'restore',
        `Copia del ${made.date} ${made.time} comprobada (${manifest.files.length} archivos). La emisora se reinicia con ` +
          'ella: unos segundos sin emisión. Después, vuelve a entrar: los usuarios y las contraseñas son los de la copia.',
      );
    } catch (error) {
      if (took) lock.busy = false;
      // An upload that only needs the right passphrase stays, so a large file is not sent twice.
      const keep = error instanceof RestoreError && (error.reason === 'encrypted' || error.reason === 'passphrase');
      if (uploaded && !keep) shelf.remove(uploaded);
      if (!(error instanceof RestoreError)) throw error;
      log.warn('backup refused', { reason: error.reason, detail: error.message });
      throw refusal(error, Boolean(uploaded) && keep);
    }
  }

  /** Before an upload is received: refused at once when it could not be restored anyway. */
  const canRestore: RequestHandler = (_req, _res, next) => {
    assertCanRestart(ctx);
    if (lock.busy) throw new HttpError(409, 'backup_busy', BUSY);
    next();
  };

  handle(router, 'core.backups', requireAdmin, ({ res }) => {
    res.set('Cache-Control', 'no-store').json({ folder: shelf.folder, backups: shelf.list() } satisfies BackupShelf);
  });

  handle(router, 'core.saveBackup', requireAdmin, async ({ res }) => {
    take();
    const staging = ctx.media.tempPath('-backup');
    try {
      const { saved, manifest } = await shelf.save(
        await takeSnapshot(ctx.db, ctx.media, staging),
        ctx.config.backupPassphrase,
      );
      ctx.repos.audit.record(
        actor(res),
        'backup.save',
        `Copia guardada en la emisora (${saved.name}, ${manifest.files.length} archivos)`,
      );
      res.status(201).json(saved);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOSPC')
        throw new HttpError(507, 'disk_full', 'No queda espacio en el disco de la emisora para guardar la copia.');
      throw error;
    } finally {
      lock.busy = false;
      fs.rmSync(staging, { recursive: true, force: true });
    }
  });

  handle(router, 'core.restoreSaved', requireAdmin, async ({ params: { name }, body: { passphrase }, res }) => {
    const file = shelf.pathOf(name);
    if (!file) throw notFound('Esa copia ya no está en la lista de la emisora.');
    await restore(res, file, passphrase);
  });

  handle(router, 'core.restoreUpload', requireAdmin, canRestore, receiveArchive, async ({ req, res }) => {
    const upload = uploadedFile(req, 'archive');
    if (!upload) throw new HttpError(400, 'validation_failed', 'Elige el archivo de la copia.', 'archive');
    let kept: string | undefined;
    let input: { passphrase?: string } = {};
    try {
      input = parse(restoreInputSchema, { passphrase: formText(req, 'passphrase') || undefined });
      kept = shelf.keepUpload(upload.path).name;
    } finally {
      if (!kept) fs.rmSync(upload.path, { force: true });
    }
    await restore(res, shelf.pathOf(kept)!, input.passphrase, kept);
  });

  return router;
}
