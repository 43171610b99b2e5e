import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScheduleProgramInput } from '../../../../shared/schemas/programming/station';
import { apiKey, api, errorMessage } from '../../lib/api';
import { toast } from '../../stores/toasts';

/** Add, edit and delete programmes; the public schedule reads the same data. */
export function useProgramMutations() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: apiKey('station.schedule') });
    void queryClient.invalidateQueries({ queryKey: apiKey('admin.overview') });
    // The planner reads the schedule at once: the studio's next hour and a missing live show change with it.
    void queryClient.invalidateQueries({ queryKey: apiKey('queue.get') });
    void queryClient.invalidateQueries({ queryKey: apiKey('streaming.status') });
  };
  const save = useMutation({
    mutationFn: ({ id, input }: { id?: number; input: ScheduleProgramInput }) =>
      id ? api('schedule.update', { params: { id }, body: input }) : api('schedule.create', { body: input }),
    onSuccess: (_data, { id }) => {
      toast({ title: id ? 'Programa actualizado' : 'Programa añadido' });
      refresh();
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'No se pudo guardar el programa.'),
        variant: 'destructive',
      }),
  });
  const remove = useMutation({
    mutationFn: (id: number) => api('schedule.delete', { params: { id } }),
    onSuccess: () => {
      toast({ title: 'Programa eliminado' });
      refresh();
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'No se pudo eliminar el programa.'),
        variant: 'destructive',
      }),
  });
  return { save, remove };
}
