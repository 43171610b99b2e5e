import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PodcastInput } from '../../../../shared/schemas/archive/podcasts';
import { type ApiArgs, api, apiKey, apiQuery, errorMessage } from '../../lib/api';
import { toast } from '../../stores/toasts';

export const usePodcasts = () => useQuery({ ...apiQuery('podcasts.list') });

const failed = (fallback: string) => (error: unknown) =>
  toast({
    title: 'Error',
    description: errorMessage(error, fallback),
    variant: 'destructive',
  });

/** Every write of the podcasts screen; each refreshes the list (and the recordings an episode now holds). */
export function usePodcastMutations() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: apiKey('podcasts.list') });
  };
  const done = (title: string, description: string) => () => {
    toast({ title, description });
    refresh();
  };
  return {
    create: useMutation({
      mutationFn: (input: PodcastInput) => api('podcasts.create', { body: input }),
      onSuccess: done('Podcast creado', 'Ya puedes publicar episodios.'),
      onError: failed('No se pudo crear el podcast.'),
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: number; input: PodcastInput }) =>
        api('podcasts.update', { params: { id }, body: input }),
      onSuccess: done('Podcast guardado', 'Los cambios ya están en el canal.'),
      onError: failed('No se pudo guardar el podcast.'),
    }),
    remove: useMutation({
      mutationFn: (id: number) => api('podcasts.delete', { params: { id } }),
      onSuccess: done('Podcast eliminado', 'Se han borrado el podcast, sus episodios y sus archivos.'),
      onError: failed('No se pudo eliminar el podcast.'),
    }),
    cover: useMutation({
      mutationFn: ({ id, file }: { id: number; file: File }) => {
        const form = new FormData();
        form.append('cover', file);
        return api('podcasts.cover', { params: { id }, body: form });
      },
      onSuccess: done('Portada cambiada', 'La nueva portada ya está en el canal.'),
      onError: failed('No se pudo subir la portada.'),
    }),
    episode: useMutation({
      mutationFn: ({ podcastId, body }: { podcastId: number; body: ApiArgs<'podcasts.addEpisode'>['body'] }) =>
        api('podcasts.addEpisode', { params: { id: podcastId }, body }),
      onSuccess: done('Episodio publicado', 'El episodio ya está en la web y en el canal RSS.'),
      onError: failed('No se pudo publicar el episodio.'),
    }),
    removeEpisode: useMutation({
      mutationFn: ({ podcastId, episodeId }: { podcastId: number; episodeId: number }) =>
        api('podcasts.deleteEpisode', { params: { id: podcastId, episodeId } }),
      onSuccess: done('Episodio eliminado', 'Se han borrado el episodio y su archivo.'),
      onError: failed('No se pudo eliminar el episodio.'),
    }),
  };
}
