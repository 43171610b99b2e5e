import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DirectoryListing } from '../../../../shared/schemas/broadcast/directory';
import { api, apiKey, apiQuery, errorMessage } from '../../lib/api';
import { toast } from '../../stores/toasts';

export const useDirectory = () => useQuery(apiQuery('directory.get'));

const failed = (title: string) => (error: Error) =>
  toast({ title, description: errorMessage(error, error.message), variant: 'destructive' });

export function useSaveDirectory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listing: DirectoryListing) => api('directory.update', { body: listing }),
    onSuccess: (view) => {
      queryClient.setQueryData(apiKey('directory.get'), view);
      toast({ title: 'Datos de directorio guardados', description: 'Los oyentes que se conecten ya los reciben.' });
    },
    onError: failed('No se pudieron guardar los datos de directorio'),
  });
}

export function useSubmitRadioBrowser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('directory.submit'),
    onSuccess: (view) => {
      queryClient.setQueryData(apiKey('directory.get'), view);
      toast({ title: 'Emisora enviada a radio-browser.info', description: 'Aparecerá en su directorio en breve.' });
    },
    onError: failed('No se pudo enviar a radio-browser.info'),
  });
}
