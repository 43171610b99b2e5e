import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SourceCreate, SourceUpdate, StreamingSource } from '../../../../shared/schemas/sources';
import { ApiRequestError, apiRequest } from '../../lib/api';
import { toast } from '../../stores/toasts';
import { ADMIN_API } from '../api/admin-urls';

const reason = (error: unknown, fallback: string) =>
  (error instanceof ApiRequestError && error.serverMessage) || fallback;

/** Create, edit (incl. activate/deactivate) and delete streaming sources. */
export function useSourceMutations() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: [ADMIN_API.sources] });
    void queryClient.invalidateQueries({ queryKey: [ADMIN_API.overview] });
  };
  const create = useMutation({
    mutationFn: (input: SourceCreate) => apiRequest<StreamingSource>('POST', ADMIN_API.sources, input),
    onSuccess: (source) => {
      toast({ title: 'Fuente añadida', description: `«${source.name}» se ha añadido a las fuentes de streaming.` });
      refresh();
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: reason(error, 'No se pudo añadir la fuente de streaming.'),
        variant: 'destructive',
      }),
  });
  const update = useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: SourceUpdate }) =>
      apiRequest<StreamingSource>('PATCH', `${ADMIN_API.sources}/${id}`, changes),
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
        description: reason(error, 'No se pudo actualizar la fuente de streaming.'),
        variant: 'destructive',
      }),
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `${ADMIN_API.sources}/${id}`),
    onSuccess: () => {
      toast({ title: 'Fuente eliminada' });
      refresh();
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: reason(error, 'No se pudo eliminar la fuente de streaming.'),
        variant: 'destructive',
      }),
  });
  return { create, update, remove };
}
