import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import type { GalleryImage } from '../../../../shared/schemas/library/gallery';
import { apiKey, api } from '../../lib/api';
import { toast } from '../../stores/toasts';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { dangerButton } from '../common/styles';

/** One image of a gallery grid (generated thumbnail) with its delete action. */
export function ImageCard({ image }: { image: GalleryImage }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => api('gallery.delete', { params: { id: image.id } }),
    onSuccess: () => {
      toast({ title: 'Imagen eliminada', description: 'La imagen se ha eliminado correctamente' });
      void queryClient.invalidateQueries({ queryKey: apiKey('gallery.images') });
      void queryClient.invalidateQueries({ queryKey: apiKey('admin.overview') });
    },
    onError: () =>
      toast({
        title: 'Error',
        description: 'No se pudo eliminar la imagen. Intente nuevamente.',
        variant: 'destructive',
      }),
  });
  return (
    <li className="overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm">
      <img
        src={image.thumbnailUrl}
        alt={image.title}
        loading="lazy"
        className="aspect-square w-full bg-gray-100 object-cover"
      />
      <div className="space-y-2 p-3">
        <p className="font-medium">{image.title}</p>
        {image.description && <p className="text-sm text-gray-600">{image.description}</p>}
        <ConfirmDialog
          title="¿Está seguro?"
          description="Esta acción no se puede deshacer. La imagen será eliminada permanentemente de la galería."
          onConfirm={() => remove.mutate()}
          trigger={
            <button
              type="button"
              className={dangerButton}
              disabled={remove.isPending}
              aria-label={`Eliminar ${image.title}`}
            >
              <Trash2 aria-hidden className="h-4 w-4" />
              Eliminar
            </button>
          }
        />
      </div>
    </li>
  );
}
