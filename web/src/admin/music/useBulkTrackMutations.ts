import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../lib/api';
import { toast } from '../../stores/toasts';
import { ADMIN_API } from '../api/admin-urls';

export interface BulkChanges {
  artist?: string;
  album?: string | null;
  genre?: string | null;
}

const problem = (error: unknown, fallback: string) =>
  (error instanceof ApiRequestError && error.serverMessage) || fallback;

/** Bulk edit and bulk delete of a selection of songs; both refresh every list that shows songs. */
export function useBulkTrackMutations(onDone: () => void) {
  const queryClient = useQueryClient();
  const refresh = () => {
    for (const url of [ADMIN_API.tracks, ADMIN_API.recentTracks, ADMIN_API.overview])
      void queryClient.invalidateQueries({ queryKey: [url] });
  };
  const edit = useMutation({
    mutationFn: (input: { ids: number[]; changes: BulkChanges }) =>
      apiRequest<{ updated: number }>('POST', `${ADMIN_API.tracks}/bulk-edit`, input),
    onSuccess: ({ updated }) => {
      toast({ title: 'Canciones actualizadas', description: `${updated} canciones editadas.` });
      refresh();
      onDone();
    },
    onError: (error) =>
      toast({
        title: 'Error al actualizar',
        description: problem(error, 'No se pudieron editar las canciones.'),
        variant: 'destructive',
      }),
  });
  const remove = useMutation({
    mutationFn: (ids: number[]) => apiRequest<{ deleted: number }>('POST', `${ADMIN_API.tracks}/bulk-delete`, { ids }),
    onSuccess: ({ deleted }) => {
      toast({ title: 'Canciones eliminadas', description: `${deleted} canciones eliminadas.` });
      refresh();
      onDone();
    },
    onError: (error) => {
      refresh();
      toast({
        title: 'Error al eliminar',
        description: problem(error, 'No se pudieron eliminar las canciones.'),
        variant: 'destructive',
      });
    },
  });
  return { edit, remove };
}
