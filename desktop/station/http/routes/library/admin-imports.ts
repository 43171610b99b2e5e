import { Router } from 'express';
import { UPLOAD_LIMITS } from '../../../../../shared/station/station-rules';
import type { ImportJob } from '../../../../../shared/schemas/library/imports';
import { UPLOAD_MESSAGES } from '../../../../../shared/text/upload-messages';
import type { StationContext } from '../../../core/context';
import { checkImportFolder, FolderRefused } from '../../../library/import-folder';
import { discardUploads, receiveFiles, uploadedFile } from '../../../uploads/temp-storage';
import { HttpError, notFound } from '../../errors/errors';
import { actor, requireAdmin } from '../../middleware/session';
import { handle } from '../../route-helpers/handle';

const JOB_NOT_FOUND = 'La importación no existe.';

/**
 * "Importar carpeta": bulk imports run by the station in the background. The admin starts one from a folder on the
 * studio PC or by dropping files in the browser (sent one request per file), then follows, cancels or resumes it.
 */
export function adminImportRoutes(ctx: Pick<StationContext, 'config' | 'imports' | 'media' | 'repos'>): Router {
  const { repos, imports, media } = ctx;
  const router = Router();
  const receiveAudio = receiveFiles(media.tempPath, [
    { name: 'audioFile', maxBytes: UPLOAD_LIMITS.audioMaxBytes, tooLargeMessage: UPLOAD_MESSAGES.audioFieldTooLarge },
  ]);

  const job = ({ id }: { id: number }): ImportJob => {
    const found = repos.imports.get(id);
    if (!found) throw notFound(JOB_NOT_FOUND);
    return found;
  };

  handle(router, 'imports.list', requireAdmin, ({ res }) => {
    res.json(repos.imports.recent(10));
  });

  handle(router, 'imports.get', requireAdmin, ({ params, res }) => {
    res.json(job(params));
  });

  handle(router, 'imports.folder', requireAdmin, async ({ body: { path }, res }) => {
    const folder = await checkImportFolder(path, ctx.config.dataDir).catch((error: unknown) => {
      throw error instanceof FolderRefused ? new HttpError(400, 'folder_refused', error.message, 'path') : error;
    });
    const id = imports.startFolder(folder, actor(res));
    res.status(202).json(repos.imports.get(id));
  });

  handle(router, 'imports.uploads', requireAdmin, ({ res }) => {
    const id = imports.startUpload(actor(res));
    res.status(201).json(repos.imports.get(id));
  });

  handle(router, 'imports.files', requireAdmin, receiveAudio, ({ params, req, res }) => {
    try {
      const found = job(params);
      if (found.source !== 'upload' || found.sealed || found.state === 'cancelled')
        throw new HttpError(409, 'import_closed', 'Esta importación ya no admite más archivos.');
      const audio = uploadedFile(req, 'audioFile');
      if (!audio) throw new HttpError(400, 'validation_failed', UPLOAD_MESSAGES.audioRequired, 'audioFile');
      imports.addUpload(found.id, audio.path, audio.originalName || 'archivo');
      res.status(202).json(repos.imports.get(found.id));
    } finally {
      discardUploads(req);
    }
  });

  handle(router, 'imports.seal', requireAdmin, ({ params, res }) => {
    const found = job(params);
    imports.seal(found.id);
    res.json(repos.imports.get(found.id));
  });

  handle(router, 'imports.cancel', requireAdmin, ({ params, res }) => {
    const found = job(params);
    if (found.state === 'done') throw new HttpError(409, 'import_finished', 'La importación ya ha terminado.');
    imports.cancel(found.id);
    repos.audit.record(actor(res), 'track.bulk-import', `Importación ${found.id} cancelada`);
    res.json(repos.imports.get(found.id));
  });

  handle(router, 'imports.resume', requireAdmin, ({ params, res }) => {
    const found = job(params);
    if (found.state !== 'cancelled')
      throw new HttpError(409, 'import_not_cancelled', 'Solo se puede reanudar una importación cancelada.');
    imports.resume(found.id);
    res.json(repos.imports.get(found.id));
  });

  return router;
}
