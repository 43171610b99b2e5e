import { Router } from 'express';
import { UPLOAD_LIMITS } from '../../../../../shared/station/station-rules';
import { idParamSchema } from '../../../../../shared/schemas/common/common';
import { folderImportSchema, type ImportJob } from '../../../../../shared/schemas/library/imports';
import { UPLOAD_MESSAGES } from '../../../../../shared/text/upload-messages';
import type { StationContext } from '../../../core/context';
import { checkImportFolder, FolderRefused } from '../../../library/import-folder';
import { discardUploads, receiveFiles, uploadedFile } from '../../../uploads/temp-storage';
import { HttpError, notFound } from '../../errors/errors';
import { actor, requireAdmin } from '../../middleware/session';
import { parse } from '../../errors/validate';

const JOB_NOT_FOUND = 'La importación no existe.';

/**
 * "Importar carpeta": bulk imports run by the station in the background. The admin starts one from a folder on the
 * studio PC or by dropping files in the browser (sent one request per file), then follows, cancels or resumes it.
 */
export function adminImportRoutes(ctx: StationContext): Router {
  const { repos, imports, media } = ctx;
  const router = Router();
  const receiveAudio = receiveFiles(media.tempPath, [
    { name: 'audioFile', maxBytes: UPLOAD_LIMITS.audioMaxBytes, tooLargeMessage: UPLOAD_MESSAGES.audioFieldTooLarge },
  ]);

  const job = (raw: unknown): ImportJob => {
    const { id } = parse(idParamSchema, raw);
    const found = repos.imports.get(id);
    if (!found) throw notFound(JOB_NOT_FOUND);
    return found;
  };

  router.get('/admin/imports', requireAdmin, (_req, res) => {
    res.json(repos.imports.recent(10));
  });

  router.get('/admin/imports/:id', requireAdmin, (req, res) => {
    res.json(job(req.params));
  });

  router.post('/admin/imports/folder', requireAdmin, async (req, res) => {
    const { path } = parse(folderImportSchema, req.body ?? {});
    const folder = await checkImportFolder(path, ctx.config.dataDir).catch((error: unknown) => {
      throw error instanceof FolderRefused ? new HttpError(400, 'folder_refused', error.message, 'path') : error;
    });
    const id = imports.startFolder(folder, actor(res));
    res.status(202).json(repos.imports.get(id));
  });

  router.post('/admin/imports/uploads', requireAdmin, (_req, res) => {
    const id = imports.startUpload(actor(res));
    res.status(201).json(repos.imports.get(id));
  });

  router.post('/admin/imports/:id/files', requireAdmin, receiveAudio, (req, res) => {
    try {
      const found = job(req.params);
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

  router.post('/admin/imports/:id/seal', requireAdmin, (req, res) => {
    const found = job(req.params);
    imports.seal(found.id);
    res.json(repos.imports.get(found.id));
  });

  router.post('/admin/imports/:id/cancel', requireAdmin, (req, res) => {
    const found = job(req.params);
    if (found.state === 'done') throw new HttpError(409, 'import_finished', 'La importación ya ha terminado.');
    imports.cancel(found.id);
    repos.audit.record(actor(res), 'track.bulk-import', `Importación ${found.id} cancelada`);
    res.json(repos.imports.get(found.id));
  });

  router.post('/admin/imports/:id/resume', requireAdmin, (req, res) => {
    const found = job(req.params);
    if (found.state !== 'cancelled')
      throw new HttpError(409, 'import_not_cancelled', 'Solo se puede reanudar una importación cancelada.');
    imports.resume(found.id);
    res.json(repos.imports.get(found.id));
  });

  return router;
}
