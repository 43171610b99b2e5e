import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EnquiryStatus } from '../../../../shared/schemas/admin/admin';
import { apiKey, api, errorMessage } from '../../lib/api';
import { toast } from '../../stores/toasts';

const DONE: Record<EnquiryStatus, string> = {
  new: 'Consulta reabierta',
  handled: 'Consulta atendida',
  archived: 'Consulta archivada',
};

/** Mark handled / reopen / archive and delete contact-form enquiries. */
export function useEnquiryMutations() {
  const queryClient = useQueryClient();
  // Every filtered list's key starts with the list's own; the overview shows the audit entry.
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: apiKey('enquiries.list') });
    void queryClient.invalidateQueries({ queryKey: apiKey('admin.overview') });
  };
  const setStatus = useMutation({
    mutationFn: ({ id, status }: { id: number; status: EnquiryStatus }) =>
      api('enquiries.update', { params: { id }, body: { status } }),
    onSuccess: (enquiry) => {
      toast({ title: DONE[enquiry.status], description: `La consulta de ${enquiry.name} (${enquiry.company}).` });
      refresh();
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'No se pudo cambiar el estado de la consulta.'),
        variant: 'destructive',
      }),
  });
  const remove = useMutation({
    mutationFn: (id: number) => api('enquiries.delete', { params: { id } }),
    onSuccess: () => {
      toast({ title: 'Consulta eliminada' });
      refresh();
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'No se pudo eliminar la consulta.'),
        variant: 'destructive',
      }),
  });
  return { setStatus, remove };
}
