import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DabSettings } from '../../../../shared/schemas/broadcast/dab';
import { api, apiKey, apiQuery, errorMessage } from '../../lib/api';
import { toast } from '../../stores/toasts';

/** What is written changes with the air: the card looks again every 5 s. */
export const useDab = () => useQuery({ ...apiQuery('dab.get'), refetchInterval: 5_000 });

export function useSaveDab() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: DabSettings) => api('dab.update', { body: settings }),
    onSuccess: (view) => {
      queryClient.setQueryData(apiKey('dab.get'), view);
      toast({
        title: 'Ajustes de DAB+ guardados',
        description: 'ODR-PadEnc lee ya el nuevo texto y la nueva diapositiva.',
      });
    },
    onError: (error: Error) =>
      toast({
        title: 'No se pudieron guardar los ajustes de DAB+',
        description: errorMessage(error, error.message),
        variant: 'destructive',
      }),
  });
}
