import { UPLOAD_LIMITS } from '../../../shared/station/station-rules';
import type { GalleryUploadFields } from '../../../shared/schemas/library/gallery';
import type { StationContext } from '../core/context';
import { makeThumbnail } from '../media/images';
import type { Actor } from '../repos/admin/audit';
import type { StoredGalleryImage } from '../repos/library/gallery';
import { checkImage } from './image-check';
import { imageRefused } from './image-refusals';
import { mediaTransaction } from './media-transaction';

const IMAGE_REFUSED = 'La imagen debe ser PNG, JPEG, WebP o GIF.';

/**
 * Checks the image by content (format and declared size), makes its thumbnail, stores both by content hash and writes the row;
 * on any failure the stored files are removed again (the caller removes its temp file).
 */
export async function ingestGalleryImage(
  { repos, media, ffmpegPath }: Pick<StationContext, 'repos' | 'media' | 'ffmpegPath'>,
  imagePath: string,
  fields: GalleryUploadFields,
  uploadedBy: Actor,
): Promise<StoredGalleryImage> {
  const image = await checkImage(imagePath, UPLOAD_LIMITS.galleryFormats);
  if ('refused' in image) throw imageRefused(image.refused, 'image', IMAGE_REFUSED);
  const { format } = image;
  // Decoding it for the thumbnail is also the proof that the right magic bytes carry a real image.
  const thumbnail = await makeThumbnail(ffmpegPath, imagePath).catch(() => undefined);
  if (!thumbnail) throw imageRefused('unreadable', 'image', IMAGE_REFUSED);

  const files = mediaTransaction(media, (_kind, fileName) => repos.gallery.fileInUse(fileName));
  try {
    const fileName = await files.adopt('images', imagePath, format);
    const thumbFile = files.write('thumbs', thumbnail, 'jpg');
    return repos.gallery.create({
      type: fields.type,
      title: fields.title,
      description: fields.description ?? null,
      fileName,
      thumbFile,
      uploadedBy: uploadedBy.id,
    });
  } catch (error) {
    files.rollback();
    throw error;
  }
}
