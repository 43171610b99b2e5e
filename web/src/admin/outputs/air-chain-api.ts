import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AirOutputSettingsInput } from '../../../../shared/schemas/broadcast/air-chain';
import type { OffAirSettings } from '../../../../shared/schemas/off-air/off-air';
import { api, apiKey, apiQuery, errorMessage } from '../../lib/api';
import { toast } from '../../stores/toasts';

/** The transmitter's feed and its meter move on their own: looked at again every `every` ms. */
export const useAirChain = (every = 5_000) => useQuery({ ...apiQuery('airChain.get'), refetchInterval: every });
export const useOffAir = (every = 5_000) => useQuery({ ...apiQuery('offAir.get'), refetchInterval: every });

const failed = (title: string) => (error: Error) =>
  toast({ title, description: errorMessage(error, error.message), variant: 'destructive' });

export function useSaveAirChain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: AirOutputSettingsInput) => api('airChain.update', { body: settings }),
    onSuccess: (view) => {
      queryClient.setQueryData(apiKey('airChain.get'), view);
      toast({ title: 'Salida al emisor guardada', description: 'El retardo y la ganancia se aplican ya.' });
    },
    onError: failed('No se pudo guardar la salida al emisor'),
  });
}

export function useSaveOffAir() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: OffAirSettings) => api('offAir.update', { body: settings }),
    onSuccess: (view) => {
      queryClient.setQueryData(apiKey('offAir.get'), view);
      toast({ title: 'Monitor de antena guardado', description: 'La próxima comprobación usa ya estos ajustes.' });
    },
    onError: failed('No se pudo guardar el monitor de antena'),
  });
}
