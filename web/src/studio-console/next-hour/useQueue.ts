import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { TIMERS } from '../../../../shared/web-app/ui-settings';
import { apiKey, apiQuery, api, errorMessage } from '../../lib/api';
import { toast } from '../../stores/toasts';
import { plural } from '../../../../shared/text/plural';

const failed = (title: string, fallback: string) => (error: unknown) =>
  toast({ title, description: errorMessage(error, fallback), variant: 'destructive' });

/**
 * The next hour as the planner sees it, and the studio's hands on it. Polled like the admin status; also refetched
 * when the item on air changes (`onAirSince`), since that is when the head of the queue moves.
 */
export function useQueue(onAirSince: string | undefined) {
  const queryClient = useQueryClient();
  const queue = useQuery({ ...apiQuery('queue.get'), refetchInterval: TIMERS.adminStatusPollMs });
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiKey('queue.get') });
  const seenOnAir = useRef(onAirSince);
  useEffect(() => {
    if (seenOnAir.current === onAirSince) return;
    seenOnAir.current = onAirSince;
    void queryClient.invalidateQueries({ queryKey: apiKey('queue.get') });
  }, [onAirSince, queryClient]);

  const insert = useMutation({
    mutationFn: (trackId: number) => api('queue.insert', { body: { trackId } }),
    onSuccess: (item) => toast({ title: 'Canción insertada', description: `«${item.title}» sonará a continuación.` }),
    onError: failed('No se pudo insertar la canción', 'Error al conectar con el servidor.'),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api('queue.remove', { params: { id } }),
    onError: failed('No se pudo quitar', 'Error al conectar con el servidor.'),
    onSettled: refresh,
  });
  const playBreak = useMutation({
    mutationFn: () => api('queue.break'),
    onSuccess: ({ spots }) =>
      toast({
        title: 'Pausa publicitaria lanzada',
        description: plural(spots, { one: '# cuña en cola.', other: '# cuñas en cola.' }),
      }),
    onError: failed('No se pudo lanzar la pausa', 'Error al conectar con el servidor.'),
    onSettled: refresh,
  });
  return { queue, insert, remove, playBreak };
}
