import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RdsSettings } from '../../../../shared/schemas/broadcast/rds';
import { api, apiKey, apiQuery, errorMessage } from '../../lib/api';
import { toast } from '../../stores/toasts';

/** The encoder's link changes on its own (reconnects): the card looks again every 5 s. */
export const useRds = () => useQuery({ ...apiQuery('rds.get'), refetchInterval: 5_000 });

export function useSaveRds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: RdsSettings) => api('rds.update', { body: settings }),
    onSuccess: (view) => {
      queryClient.setQueryData(apiKey('rds.get'), view);
      toast({ title: 'Ajustes de RDS guardados', description: 'El codificador recibe ya el nuevo texto.' });
    },
    onError: (error: Error) =>
      toast({
        title: 'No se pudieron guardar los ajustes de RDS',
        description: errorMessage(error, error.message),
        variant: 'destructive',
      }),
  });
}
