import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrackUpdate } from '../../../../shared/schemas/tracks';
import { apiRequest } from '../../lib/api';
import { toast } from '../../stores/toasts';
import { ADMIN_API } from '../api/admin-urls';

/** Edit and delete of one song; both refresh every list that shows songs. */
export function useTrackMutations() {
  const queryClient = useQueryClient();
  const refresh = () => {
    for (const url of [ADMIN_API.tracks, ADMIN_API.recentTracks, ADMIN_API.overview])
      void queryClient.invalidateQueries({ queryKey: [url] });
  };
  const update = useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: TrackUpdate }) =>
      apiRequest('PATCH', `${ADMIN_API.tracks}/${id}`, changes),
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
    mutationFn: (id: number) => apiRequest('DELETE', `${ADMIN_API.tracks}/${id}`),
    onSuccess: () => {
      toast({ title: 'Canción eliminada' });
      refresh();
    },
    onError: () =>
      toast({ title: 'Error al eliminar', description: 'No se pudo eliminar la canción.', variant: 'destructive' }),
  });
  return { update, remove };
}
