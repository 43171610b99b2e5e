import type { GalleryImage } from '../../../../shared/schemas/library/gallery';
import { FallbackImage } from '../content-ui/FallbackImage';

interface ImageGridProps {
  images: readonly GalleryImage[];
  fallbackSrc: string;
  /** Accessible name of the list, e.g. "Obras de arte". */
  label: string;
  onSelect(image: GalleryImage): void;
}

/** Thumbnails in a responsive grid, 1 to 4 columns (spec §9); each tile is a button that opens the detail. */
export function ImageGrid({ images, fallbackSrc, label, onSelect }: ImageGridProps) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {images.map((image) => (
        <li key={image.id}>
          <button
            type="button"
            onClick={() => onSelect(image)}
            className="group flex w-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white text-left shadow-sm transition hover:shadow-md"
          >
            <FallbackImage
              src={image.thumbnailUrl}
              fallbackSrc={fallbackSrc}
              alt=""
              loading="lazy"
              className="aspect-[4/3] w-full bg-gray-100 object-cover"
            />
            <span className="p-3">
              <span className="block font-semibold text-gray-900 group-hover:underline">{image.title}</span>
              {image.description && (
                <span className="mt-1 line-clamp-2 block text-sm text-gray-700">{image.description}</span>
              )}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
