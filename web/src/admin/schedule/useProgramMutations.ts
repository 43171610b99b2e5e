import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScheduleProgramInput } from '../../../../shared/schemas/station';
import { ApiRequestError, apiRequest } from '../../lib/api';
import { toast } from '../../stores/toasts';
import { ADMIN_API } from '../api/admin-urls';

const PROGRAMS = `${ADMIN_API.schedule}/programs`;
const reason = (error: unknown, fallback: string) =>
  (error instanceof ApiRequestError && error.serverMessage) || fallback;

/** Add, edit and delete programmes; the public schedule reads the same data. */
export function useProgramMutations() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: [ADMIN_API.schedule] });
    void queryClient.invalidateQueries({ queryKey: [ADMIN_API.overview] });
    // The planner reads the schedule at once: the studio's next hour and a missing live show change with it.
    void queryClient.invalidateQueries({ queryKey: [ADMIN_API.queue] });
    void queryClient.invalidateQueries({ queryKey: [ADMIN_API.status] });
  };
  const save = useMutation({
    mutationFn: ({ id, input }: { id?: number; input: ScheduleProgramInput }) =>
      id ? apiRequest('PUT', `${PROGRAMS}/${id}`, input) : apiRequest('POST', PROGRAMS, input),
    onSuccess: (_data, { id }) => {
      toast({ title: id ? 'Programa actualizado' : 'Programa añadido' });
      refresh();
    },
    onError: (error) =>
      toast({ title: 'Error', description: reason(error, 'No se pudo guardar el programa.'), variant: 'destructive' }),
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `${PROGRAMS}/${id}`),
    onSuccess: () => {
      toast({ title: 'Programa eliminado' });
      refresh();
    },
    onError: (error) =>
      toast({ title: 'Error', description: reason(error, 'No se pudo eliminar el programa.'), variant: 'destructive' }),
  });
  return { save, remove };
}
