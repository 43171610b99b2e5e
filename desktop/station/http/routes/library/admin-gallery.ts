import { Router } from 'express';
import { UPLOAD_LIMITS } from '../../../../../shared/station/station-rules';
import type { StationContext } from '../../../core/context';
import { publicImage } from '../../../repos/library/gallery';
import { ingestGalleryImage } from '../../../uploads/gallery-ingest';
import { deleteGalleryImage } from '../../../uploads/media-removal';
import { discardUploads, receiveFiles, uploadedFile } from '../../../uploads/temp-storage';
import { HttpError, notFound } from '../../errors/errors';
import { actor, requireAdmin } from '../../middleware/session';
import { handle } from '../../route-helpers/handle';
import { UPLOAD_MESSAGES } from '../../../../../shared/text/upload-messages';

const IMAGE_REQUIRED = 'Por favor seleccione una imagen para subir.';
const IMAGE_NOT_FOUND = 'La imagen no existe.';
const DESTINATION = { art: 'la galería', shipyard: 'Astilleros' } as const;

/** Admin writes to the gallery: upload (with thumbnail) and delete. */
export function adminGalleryRoutes(ctx: Pick<StationContext, 'db' | 'ffmpegPath' | 'log' | 'media' | 'repos'>): Router {
  const { repos, media } = ctx;
  const router = Router();
  const receiveImage = receiveFiles(media.tempPath, [
    { name: 'image', maxBytes: UPLOAD_LIMITS.imageMaxBytes, tooLargeMessage: UPLOAD_MESSAGES.imageTooLarge },
  ]);

  handle(router, 'gallery.upload', requireAdmin, receiveImage, async ({ fields, req, res }) => {
    try {
      const file = uploadedFile(req, 'image');
      if (!file) throw new HttpError(400, 'validation_failed', IMAGE_REQUIRED, 'image');
      const image = await ingestGalleryImage(ctx, file.path, fields(), actor(res));
      repos.audit.record(actor(res), 'gallery.upload', `Imagen «${image.title}» subida a ${DESTINATION[image.type]}`);
      res.status(201).json(publicImage(image));
    } finally {
      discardUploads(req);
    }
  });

  handle(router, 'gallery.delete', requireAdmin, ({ params: { id }, res }) => {
    const image = repos.gallery.get(id);
    if (!image) throw notFound(IMAGE_NOT_FOUND);
    deleteGalleryImage(ctx, image);
    repos.audit.record(actor(res), 'gallery.delete', `Imagen «${image.title}» eliminada de ${DESTINATION[image.type]}`);
    res.status(204).end();
  });

  return router;
}
