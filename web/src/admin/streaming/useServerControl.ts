import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, api } from '../../lib/api';
import { toast } from '../../stores/toasts';

/** Start/stop of the broadcast; after either the status is fetched again (spec). */
export function useServerControl() {
  const queryClient = useQueryClient();
  const refetch = () => queryClient.invalidateQueries({ queryKey: apiKey('streaming.status') });
  const start = useMutation({
    mutationFn: () => api('streaming.start'),
    onSettled: refetch,
    onError: () => toast({ title: 'Error al iniciar el servidor de streaming', variant: 'destructive' }),
  });
  const stop = useMutation({
    mutationFn: () => api('streaming.stop'),
    onSettled: refetch,
    onError: () => toast({ title: 'Error al detener el servidor de streaming', variant: 'destructive' }),
  });
  return { start, stop, pending: start.isPending || stop.isPending };
}
