import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EnquiryRecord, EnquiryStatus } from '../../../../shared/schemas/admin';
import { ApiRequestError, apiRequest } from '../../lib/api';
import { toast } from '../../stores/toasts';
import { ADMIN_API } from '../api/admin-urls';

const reason = (error: unknown, fallback: string) =>
  (error instanceof ApiRequestError && error.serverMessage) || fallback;

const DONE: Record<EnquiryStatus, string> = {
  new: 'Consulta reabierta',
  handled: 'Consulta atendida',
  archived: 'Consulta archivada',
};

/** Mark handled / reopen / archive and delete contact-form enquiries. */
export function useEnquiryMutations() {
  const queryClient = useQueryClient();
  // Every filtered list is keyed by a URL starting with the enquiries endpoint; the overview shows the audit entry.
  const refresh = () => {
    void queryClient.invalidateQueries({
      predicate: (query) => String(query.queryKey[0]).startsWith(ADMIN_API.enquiries),
    });
    void queryClient.invalidateQueries({ queryKey: [ADMIN_API.overview] });
  };
  const setStatus = useMutation({
    mutationFn: ({ id, status }: { id: number; status: EnquiryStatus }) =>
      apiRequest<EnquiryRecord>('PATCH', `${ADMIN_API.enquiries}/${id}`, { status }),
    onSuccess: (enquiry) => {
      toast({ title: DONE[enquiry.status], description: `La consulta de ${enquiry.name} (${enquiry.company}).` });
      refresh();
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: reason(error, 'No se pudo cambiar el estado de la consulta.'),
        variant: 'destructive',
      }),
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `${ADMIN_API.enquiries}/${id}`),
    onSuccess: () => {
      toast({ title: 'Consulta eliminada' });
      refresh();
    },
    onError: (error) =>
      toast({ title: 'Error', description: reason(error, 'No se pudo eliminar la consulta.'), variant: 'destructive' }),
  });
  return { setStatus, remove };
}
