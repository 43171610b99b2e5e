import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StreamingSettings } from '../../../../shared/schemas/broadcast/streaming';
import { apiKey, api, errorMessage } from '../../lib/api';
import { toast } from '../../stores/toasts';

/** Live-input settings: enable switch, key regeneration, crossfade and loudness. All refetch the status. */
export function useStreamingSettings() {
  const queryClient = useQueryClient();
  const refetchStatus = () => queryClient.invalidateQueries({ queryKey: apiKey('streaming.status') });
  const regenerateKey = useMutation({
    mutationFn: () => api('streaming.key'),
    onSuccess: () => {
      toast({ title: 'Clave regenerada', description: 'Actualiza la clave de retransmisión en OBS.' });
      return refetchStatus();
    },
    onError: () =>
      toast({ title: 'Error', description: 'No se pudo regenerar la clave de retransmisión.', variant: 'destructive' }),
  });
  const saveSettings = useMutation({
    mutationFn: (settings: StreamingSettings) => api('streaming.settings', { body: settings }),
    onSuccess: () => refetchStatus(),
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'No se pudo guardar la configuración de streaming.'),
        variant: 'destructive',
      }),
  });
  return { regenerateKey, saveSettings };
}
