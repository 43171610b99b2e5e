import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Playlist, PlaylistInput } from '../../../../shared/schemas/programming/playlists';
import { apiKey, api, errorMessage } from '../../lib/api';
import { toast } from '../../stores/toasts';

/** Create, save (PUT of the whole list) and delete playlists. */
export function usePlaylistMutations() {
  const queryClient = useQueryClient();
  // Marking one list as default unmarks the previous one on the server, so the whole collection is refetched.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: apiKey('playlists.list') });
  const create = useMutation({
    mutationFn: async (input: PlaylistInput): Promise<Playlist> => api('playlists.create', { body: input }),
    onSuccess: (playlist) => {
      toast({ title: 'Lista creada', description: `«${playlist.name}» está lista para añadirle canciones.` });
      refresh();
    },
    onError: (error) =>
      toast({ title: 'Error', description: errorMessage(error, 'No se pudo crear la lista.'), variant: 'destructive' }),
  });
  const save = useMutation({
    mutationFn: async ({ id, input }: { id: number; input: PlaylistInput }): Promise<Playlist> =>
      api('playlists.update', { params: { id }, body: input }),
    onSuccess: (playlist) => {
      toast({ title: 'Lista guardada', description: `Se han guardado los cambios de «${playlist.name}».` });
      refresh();
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'No se pudo guardar la lista.'),
        variant: 'destructive',
      }),
  });
  const remove = useMutation({
    mutationFn: (id: number) => api('playlists.delete', { params: { id } }),
    onSuccess: () => {
      toast({ title: 'Lista eliminada' });
      refresh();
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'No se pudo eliminar la lista.'),
        variant: 'destructive',
      }),
  });
  return { create, save, remove };
}
