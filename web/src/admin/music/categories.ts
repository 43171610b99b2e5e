import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategoryCreate } from '../../../../shared/schemas/music/categories';
import { api, apiQuery, apiScope, errorMessage } from '../../lib/api';
import { toast } from '../../stores/toasts';

/** The music director's categories (the song list, its filter and the bulk edit all read the same query). */
export const useCategories = () => useQuery(apiQuery('categories.list'));

/** Creating a category refreshes the categories and every list of songs. */
export function useCreateCategory(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CategoryCreate) => api('categories.create', { body: input }),
    onSuccess: ({ name }) => {
      toast({ title: 'Categoría creada', description: `«${name}» ya se puede asignar a canciones.` });
      void queryClient.invalidateQueries({ queryKey: apiScope('categories') });
      onDone();
    },
    onError: (error) =>
      toast({
        title: 'No se pudo crear la categoría',
        description: errorMessage(error, 'Vuelve a intentarlo.'),
        variant: 'destructive',
      }),
  });
}
