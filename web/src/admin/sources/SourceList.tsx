import { useQuery } from '@tanstack/react-query';
import { Switch } from 'radix-ui';
import { DeleteButton } from '../common/DeleteButton';
import { EditSourceDialog } from './EditSourceDialog';
import { useSourceMutations } from './useSourceMutations';
import { apiQuery } from '../../lib/api';

/** Every streaming source with activate/deactivate, edit and delete. */
export function SourceList() {
  const sources = useQuery({ ...apiQuery('streaming.sources') });
  const { update, remove } = useSourceMutations();
  if (sources.isPending) return <p role="status">Cargando fuentes...</p>;
  if (sources.isError)
    return (
      <p role="alert" className="text-red-600">
        No se pudieron cargar las fuentes de streaming.
      </p>
    );
  if (sources.data.length === 0) return <p className="text-gray-600">No hay fuentes de streaming disponibles.</p>;
  return (
    <ul
      aria-label="Fuentes de streaming"
      className="divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white"
    >
      {sources.data.map((source) => (
        <li key={source.id} className="flex flex-wrap items-center gap-3 p-3">
          <div className="min-w-0 flex-1">
            <p className="font-medium">{source.name}</p>
            <p className="truncate font-mono text-xs text-gray-600">{source.url}</p>
          </div>
          <span className="flex items-center gap-2 text-sm">
            <Switch.Root
              checked={source.isActive}
              disabled={update.isPending}
              onCheckedChange={(isActive) => update.mutate({ id: source.id, changes: { isActive } })}
              aria-label={`${source.name} activa`}
              className="relative h-6 w-11 shrink-0 rounded-full bg-gray-300 data-[state=checked]:bg-green-600"
            >
              <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
            </Switch.Root>
            {source.isActive ? 'Activo' : 'Inactivo'}
          </span>
          <EditSourceDialog source={source} />
          <DeleteButton
            itemName={source.name}
            title="¿Eliminar esta fuente?"
            description={`«${source.name}» dejará de estar disponible para los oyentes. Esta acción no se puede deshacer.`}
            onConfirm={() => remove.mutate(source.id)}
          />
        </li>
      ))}
    </ul>
  );
}
