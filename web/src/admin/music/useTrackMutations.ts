import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrackUpdate } from '../../../../shared/schemas/library/tracks';
import { api, apiKey, apiScope } from '../../lib/api';
import { toast } from '../../stores/toasts';

/** Edit and delete of one song; both refresh every list that shows songs. */
export function useTrackMutations() {
  const queryClient = useQueryClient();
  const refresh = () => {
    for (const queryKey of [apiScope('tracks'), apiKey('admin.overview')])
      void queryClient.invalidateQueries({ queryKey });
  };
  const update = useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: TrackUpdate }) =>
      api('tracks.update', { params: { id }, body: changes }),
    onSuccess: () => {
      toast({ title: 'Canción actualizada', description: 'La información de la canción se ha guardado.' });
      refresh();
    },
    onError: () =>
      toast({
        title: 'Error al actualizar',
        description: 'No se pudo actualizar la información de la canción.',
        variant: 'destructive',
      }),
  });
  const remove = useMutation({
    mutationFn: (id: number) => api('tracks.delete', { params: { id } }),
    onSuccess: () => {
      toast({ title: 'Canción eliminada' });
      refresh();
    },
    onError: () =>
      toast({ title: 'Error al eliminar', description: 'No se pudo eliminar la canción.', variant: 'destructive' }),
  });
  return { update, remove };
}
