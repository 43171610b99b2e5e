import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { Track } from '../../../../shared/schemas/tracks';
import { ADMIN_API } from '../api/admin-urls';
import { DeleteButton } from '../common/DeleteButton';
import { primaryButton } from '../common/styles';
import { formatDate } from '../music/format';
import { useTrackMutations } from '../music/useTrackMutations';
import { DataTable } from './DataTable';

/** Management panel, music tab. */
export function MusicTable() {
  const tracks = useQuery<Track[]>({ queryKey: [ADMIN_API.tracks] });
  const { remove } = useTrackMutations();
  return (
    <div className="space-y-3">
      <Link to="/admin/upload/music" className={primaryButton}>
        <Plus aria-hidden className="h-4 w-4" />
        Agregar Canción
      </Link>
      {tracks.isError && (
        <p role="alert" className="text-red-600">
          No se pudieron cargar las canciones.
        </p>
      )}
      <DataTable
        caption="Canciones"
        headers={['Título', 'Artista', 'Álbum', 'Fecha', 'Acciones']}
        empty="No hay canciones disponibles."
        isEmpty={!tracks.data?.length}
      >
        {tracks.data?.map((track) => (
          <tr key={track.id}>
            <td className="px-3 py-2 font-medium">{track.title}</td>
            <td className="px-3 py-2">{track.artist || '-'}</td>
            <td className="px-3 py-2">{track.album || '-'}</td>
            <td className="px-3 py-2">{formatDate(track.createdAt)}</td>
            <td className="px-3 py-2">
              <DeleteButton
                itemName={track.title}
                title="¿Eliminar esta canción?"
                description={`"${track.title}" se eliminará de la biblioteca junto con su archivo. Esta acción no se puede deshacer.`}
                onConfirm={() => remove.mutate(track.id)}
              />
            </td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
