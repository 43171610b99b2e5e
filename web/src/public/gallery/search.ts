import type { GalleryImage, GalleryType } from '../../../../shared/schemas/library/gallery';

/** Items of one type whose title or description contains the query, ignoring case; an empty query keeps all (spec §5). */
export function filterGallery(images: readonly GalleryImage[], type: GalleryType, query: string): GalleryImage[] {
  const needle = query.trim().toLocaleLowerCase();
  return images.filter(
    (image) =>
      image.type === type &&
      (!needle ||
        image.title.toLocaleLowerCase().includes(needle) ||
        (image.description ?? '').toLocaleLowerCase().includes(needle)),
  );
}
