import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Playlist, type PlaylistInput, playlistSchema } from '../../../../shared/schemas/playlists';
import { ApiRequestError, apiRequest } from '../../lib/api';
import { toast } from '../../stores/toasts';
import { ADMIN_API } from '../api/admin-urls';

const reason = (error: unknown, fallback: string) =>
  (error instanceof ApiRequestError && error.serverMessage) || fallback;
const playlistUrl = (id: number) => `${ADMIN_API.playlists}/${id}`;

/** Create, save (PUT of the whole list) and delete playlists. */
export function usePlaylistMutations() {
  const queryClient = useQueryClient();
  // Marking one list as default unmarks the previous one on the server, so the whole collection is refetched.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [ADMIN_API.playlists] });
  const create = useMutation({
    mutationFn: async (input: PlaylistInput): Promise<Playlist> =>
      playlistSchema.parse(await apiRequest('POST', ADMIN_API.playlists, input)),
    onSuccess: (playlist) => {
      toast({ title: 'Lista creada', description: `«${playlist.name}» está lista para añadirle canciones.` });
      refresh();
    },
    onError: (error) =>
      toast({ title: 'Error', description: reason(error, 'No se pudo crear la lista.'), variant: 'destructive' }),
  });
  const save = useMutation({
    mutationFn: async ({ id, input }: { id: number; input: PlaylistInput }): Promise<Playlist> =>
      playlistSchema.parse(await apiRequest('PUT', playlistUrl(id), input)),
    onSuccess: (playlist) => {
      toast({ title: 'Lista guardada', description: `Se han guardado los cambios de «${playlist.name}».` });
      refresh();
    },
    onError: (error) =>
      toast({ title: 'Error', description: reason(error, 'No se pudo guardar la lista.'), variant: 'destructive' }),
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', playlistUrl(id)),
    onSuccess: () => {
      toast({ title: 'Lista eliminada' });
      refresh();
    },
    onError: (error) =>
      toast({ title: 'Error', description: reason(error, 'No se pudo eliminar la lista.'), variant: 'destructive' }),
  });
  return { create, save, remove };
}
