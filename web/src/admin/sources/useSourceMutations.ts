import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SourceCreate, SourceUpdate } from '../../../../shared/schemas/broadcast/sources';
import { apiKey, api, errorMessage } from '../../lib/api';
import { toast } from '../../stores/toasts';

/** Create, edit (incl. activate/deactivate) and delete streaming sources. */
export function useSourceMutations() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: apiKey('streaming.sources') });
    void queryClient.invalidateQueries({ queryKey: apiKey('admin.overview') });
  };
  const create = useMutation({
    mutationFn: (input: SourceCreate) => api('sources.create', { body: input }),
    onSuccess: (source) => {
      toast({ title: 'Fuente añadida', description: `«${source.name}» se ha añadido a las fuentes de streaming.` });
      refresh();
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'No se pudo añadir la fuente de streaming.'),
        variant: 'destructive',
      }),
  });
  const update = useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: SourceUpdate }) =>
      api('sources.update', { params: { id }, body: changes }),
    onSuccess: (source) => {
      toast({
        title: 'Fuente actualizada',
        description: `«${source.name}» está ${source.isActive ? 'activa' : 'inactiva'}.`,
      });
      refresh();
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'No se pudo actualizar la fuente de streaming.'),
        variant: 'destructive',
      }),
  });
  const remove = useMutation({
    mutationFn: (id: number) => api('sources.delete', { params: { id } }),
    onSuccess: () => {
      toast({ title: 'Fuente eliminada' });
      refresh();
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'No se pudo eliminar la fuente de streaming.'),
        variant: 'destructive',
      }),
  });
  return { create, update, remove };
}
