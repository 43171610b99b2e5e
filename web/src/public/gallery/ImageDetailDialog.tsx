import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '../../../../shared/schemas/library/gallery';
import { FallbackImage } from '../content-ui/FallbackImage';

interface ImageDetailDialogProps {
  image: GalleryImage | null;
  fallbackSrc: string;
  onClose(): void;
}

/** The detail of one work: title, optional description and the large image; closes on Escape, the button or the backdrop. */
export function ImageDetailDialog({ image, fallbackSrc, onClose }: ImageDetailDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={image !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 flex max-h-[92vh] w-[calc(100vw-1.5rem)] max-w-4xl -translate-x-1/2 -translate-y-1/2 flex-col gap-3 overflow-y-auto rounded-lg bg-white p-4 shadow-xl sm:p-6">
          {image && (
            <>
              <div className="flex items-start justify-between gap-4">
                <Dialog.Title className="text-xl font-bold text-gray-900">{image.title}</Dialog.Title>
                <Dialog.Close
                  aria-label={t('gallery.close')}
                  className="rounded-md p-1 text-gray-700 hover:bg-gray-100"
                >
                  <X aria-hidden="true" className="h-5 w-5" />
                </Dialog.Close>
              </div>
              {image.description ? (
                <Dialog.Description className="text-gray-700">{image.description}</Dialog.Description>
              ) : (
                <Dialog.Description className="sr-only">{image.title}</Dialog.Description>
              )}
              <FallbackImage
                src={image.imageUrl}
                fallbackSrc={fallbackSrc}
                alt={image.title}
                className="max-h-[70vh] w-full rounded-md bg-gray-100 object-contain"
              />
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
