import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignInput } from '../../../../shared/schemas/programming/campaigns';
import { ApiRequestError, api, apiScope, errorMessage } from '../../lib/api';
import { toast } from '../../stores/toasts';

/** The form field a server error names (`{ error, message, field }`), so the message can sit under it too. */
export const serverErrorField = (error: unknown): string | undefined =>
  error instanceof ApiRequestError ? error.error?.field : undefined;

/** Book, change and cancel campaigns; failures show the server's Spanish message. */
export function useCampaignMutations() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: apiScope('campaigns') });
  const save = useMutation({
    mutationFn: ({ id, input }: { id?: number; input: CampaignInput }) =>
      id ? api('campaigns.update', { params: { id }, body: input }) : api('campaigns.create', { body: input }),
    onSuccess: (_data, { id }) => {
      toast({ title: id ? 'Campaña actualizada' : 'Campaña creada' });
      refresh();
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'No se pudo guardar la campaña.'),
        variant: 'destructive',
      }),
  });
  const remove = useMutation({
    mutationFn: (id: number) => api('campaigns.delete', { params: { id } }),
    onSuccess: () => {
      toast({ title: 'Campaña eliminada' });
      refresh();
    },
    // A campaign that has aired is proof for the advertiser: the server refuses (409) and says why.
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'No se pudo eliminar la campaña.'),
        variant: 'destructive',
      }),
  });
  return { save, remove };
}
