import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { DeleteButton } from '../../common/DeleteButton';
import { primaryButton } from '../../common/styles';
import { useSourceMutations } from '../../sources/useSourceMutations';
import { DataTable } from '../../common/DataTable';
import { apiQuery } from '../../../lib/api';

/** Management panel, streaming tab. */
export function SourcesTable() {
  const sources = useQuery({ ...apiQuery('streaming.sources') });
  const { remove } = useSourceMutations();
  return (
    <div className="space-y-3">
      <Link to="/admin/upload/streaming" className={primaryButton}>
        <Plus aria-hidden className="h-4 w-4" />
        Agregar Fuente
      </Link>
      {sources.isError && (
        <p role="alert" className="text-red-600">
          No se pudieron cargar las fuentes de streaming.
        </p>
      )}
      <DataTable
        caption="Fuentes de streaming"
        headers={['Nombre', 'URL', 'Estado', 'Acciones']}
        empty="No hay fuentes de streaming disponibles."
        isEmpty={!sources.data?.length}
      >
        {sources.data?.map((source) => (
          <tr key={source.id}>
            <td className="px-3 py-2 font-medium">{source.name}</td>
            <td className="max-w-xs truncate px-3 py-2 font-mono text-xs">{source.url}</td>
            <td className="px-3 py-2">
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${source.isActive ? 'bg-green-100 text-green-800' : 'bg-gray-200 text-gray-700'}`}
              >
                {source.isActive ? 'Activo' : 'Inactivo'}
              </span>
            </td>
            <td className="px-3 py-2">
              <DeleteButton
                itemName={source.name}
                title="¿Eliminar esta fuente?"
                description={`«${source.name}» dejará de estar disponible para los oyentes. Esta acción no se puede deshacer.`}
                onConfirm={() => remove.mutate(source.id)}
              />
            </td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
