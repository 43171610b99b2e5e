import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Podcast, PodcastInput } from '../../../../shared/schemas/podcasts';
import { ApiRequestError, apiRequest } from '../../lib/api';
import { toast } from '../../stores/toasts';
import { ADMIN_API } from '../api/admin-urls';

export const usePodcasts = () => useQuery<Podcast[]>({ queryKey: [ADMIN_API.podcasts] });

const failed = (fallback: string) => (error: unknown) =>
  toast({
    title: 'Error',
    description: (error instanceof ApiRequestError && error.serverMessage) || fallback,
    variant: 'destructive',
  });

/** Every write of the podcasts screen; each refreshes the list (and the recordings an episode now holds). */
export function usePodcastMutations() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: [ADMIN_API.podcasts] });
  };
  const done = (title: string, description: string) => () => {
    toast({ title, description });
    refresh();
  };
  return {
    create: useMutation({
      mutationFn: (input: PodcastInput) =>
        apiRequest<{ id: number; slug: string; feedUrl: string }>('POST', ADMIN_API.podcasts, input),
      onSuccess: done('Podcast creado', 'Ya puedes publicar episodios.'),
      onError: failed('No se pudo crear el podcast.'),
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: number; input: PodcastInput }) =>
        apiRequest('PUT', `${ADMIN_API.podcasts}/${id}`, input),
      onSuccess: done('Podcast guardado', 'Los cambios ya están en el canal.'),
      onError: failed('No se pudo guardar el podcast.'),
    }),
    remove: useMutation({
      mutationFn: (id: number) => apiRequest('DELETE', `${ADMIN_API.podcasts}/${id}`),
      onSuccess: done('Podcast eliminado', 'Se han borrado el podcast, sus episodios y sus archivos.'),
      onError: failed('No se pudo eliminar el podcast.'),
    }),
    cover: useMutation({
      mutationFn: ({ id, file }: { id: number; file: File }) => {
        const form = new FormData();
        form.append('cover', file);
        return apiRequest('POST', `${ADMIN_API.podcasts}/${id}/cover`, form);
      },
      onSuccess: done('Portada cambiada', 'La nueva portada ya está en el canal.'),
      onError: failed('No se pudo subir la portada.'),
    }),
    episode: useMutation({
      mutationFn: ({ podcastId, body }: { podcastId: number; body: FormData | Record<string, unknown> }) =>
        apiRequest<{ id: number; audioUrl: string; durationSec: number }>(
          'POST',
          `${ADMIN_API.podcasts}/${podcastId}/episodes`,
          body,
        ),
      onSuccess: done('Episodio publicado', 'El episodio ya está en la web y en el canal RSS.'),
      onError: failed('No se pudo publicar el episodio.'),
    }),
    removeEpisode: useMutation({
      mutationFn: ({ podcastId, episodeId }: { podcastId: number; episodeId: number }) =>
        apiRequest('DELETE', `${ADMIN_API.podcasts}/${podcastId}/episodes/${episodeId}`),
      onSuccess: done('Episodio eliminado', 'Se han borrado el episodio y su archivo.'),
      onError: failed('No se pudo eliminar el episodio.'),
    }),
  };
}
