import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { apiKey, apiQuery, api } from '../../../lib/api';
import { toast } from '../../../stores/toasts';
import { DeleteButton } from '../../common/DeleteButton';
import { primaryButton } from '../../common/styles';
import { DataTable } from '../../common/DataTable';
import { StationTime } from '../../../lib/station-clock';

/** Management panel, gallery tab: 'art' is the radio's gallery, anything else the shipyard. */
export function GalleryTable() {
  const queryClient = useQueryClient();
  const images = useQuery({ ...apiQuery('gallery.images') });
  const remove = useMutation({
    mutationFn: (id: number) => api('gallery.delete', { params: { id } }),
    onSuccess: () => {
      toast({ title: 'Imagen eliminada' });
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
    <div className="space-y-3">
      <Link to="/admin/upload/gallery" className={primaryButton}>
        <Plus aria-hidden className="h-4 w-4" />
        Agregar Imagen
      </Link>
      {images.isError && (
        <p role="alert" className="text-red-600">
          No se pudieron cargar las imágenes.
        </p>
      )}
      <DataTable
        caption="Imágenes"
        headers={['Título', 'Tipo', 'Fecha', 'Acciones']}
        empty="No hay imágenes disponibles."
        isEmpty={!images.data?.length}
      >
        {images.data?.map((image) => (
          <tr key={image.id}>
            <td className="px-3 py-2 font-medium">{image.title}</td>
            <td className="px-3 py-2">{image.type === 'art' ? 'Galería de Arte' : 'Galería de Astilleros'}</td>
            <td className="px-3 py-2">
              <StationTime at={image.createdAt} shape="date" />
            </td>
            <td className="px-3 py-2">
              <DeleteButton
                itemName={image.title}
                title="¿Está seguro?"
                description="Esta acción no se puede deshacer. La imagen será eliminada permanentemente de la galería."
                onConfirm={() => remove.mutate(image.id)}
              />
            </td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
