import { PODCAST_COVER } from '../../../shared/station/station-rules';
import type { StationContext } from '../core/context';
import { makeThumbnail } from '../media/images';
import { checkImage } from '../uploads/image-check';
import { imageRefused } from '../uploads/image-refusals';
import { InvalidFields } from '../uploads/ingest-errors';

const COVER_REFUSED = 'La portada debe ser una imagen JPG o PNG.';
const COVER_WRONG_SIZE = `La portada debe ser cuadrada, de ${PODCAST_COVER.minPx} a ${PODCAST_COVER.maxPx} píxeles de lado (como exige Apple Podcasts).`;
// What podcast apps accept for artwork.
const PODCAST_COVER_FORMATS = ['jpg', 'png'] as const;

/**
 * A podcast cover: checked by content and declared size like the gallery's images (same limits), decoded once as
 * proof it is a real image, and stored by content hash under covers/. Returns the stored file name.
 */
export async function ingestPodcastCover(
  { media, ffmpegPath }: Pick<StationContext, 'media' | 'ffmpegPath'>,
  imagePath: string,
): Promise<string> {
  const image = await checkImage(imagePath, PODCAST_COVER_FORMATS);
  if ('refused' in image) throw imageRefused(image.refused, 'cover', COVER_REFUSED);
  const { width, height } = image;
  if (width !== height || width < PODCAST_COVER.minPx || width > PODCAST_COVER.maxPx)
    throw new InvalidFields('cover_wrong_size', `${COVER_WRONG_SIZE} Esta mide ${width} × ${height}.`, 'cover');
  const decoded = await makeThumbnail(ffmpegPath, imagePath).catch(() => undefined);
  if (!decoded) throw imageRefused('unreadable', 'cover', COVER_REFUSED);
  return media.adopt('covers', imagePath, image.format);
}
