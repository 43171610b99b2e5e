import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClockCreate, GridUpdate } from '../../../../shared/schemas/music/clocks';
import { api, apiQuery, apiScope, errorMessage } from '../../lib/api';
import { toast } from '../../stores/toasts';

/** The hour clocks, the averages the wheel draws with, and the week's grid. */
export const useClocks = () => useQuery(apiQuery('clocks.list'));
export const useClockLengths = () => useQuery(apiQuery('clocks.lengths'));
export const useGrid = () => useQuery(apiQuery('grid.get'));

const failed = (title: string) => (error: unknown) =>
  toast({ title, description: errorMessage(error, 'Vuelve a intentarlo.'), variant: 'destructive' });

/** Creates (id null) or replaces a clock; `onSaved` gets its id so the editor keeps it open. */
export function useSaveClock(onSaved: (id: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: ClockCreate }) =>
      id === null
        ? (await api('clocks.create', { body: input })).id
        : (await api('clocks.update', { params: { id }, body: input })).id,
    onSuccess: (id, { input }) => {
      toast({ title: 'Reloj guardado', description: `«${input.name}» suena desde la próxima canción.` });
      void queryClient.invalidateQueries({ queryKey: apiScope('clocks') });
      onSaved(id);
    },
    onError: failed('No se pudo guardar el reloj'),
  });
}

/** Deleting a clock: the station refuses one still in use and says where, which the toast shows. */
export function useDeleteClock(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api('clocks.delete', { params: { id } }),
    onSuccess: () => {
      toast({ title: 'Reloj eliminado' });
      void queryClient.invalidateQueries({ queryKey: apiScope('clocks') });
      onDeleted();
    },
    onError: failed('No se pudo eliminar el reloj'),
  });
}

export function useSaveGrid(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: GridUpdate) => api('grid.update', { body: update }),
    onSuccess: (grid) => {
      queryClient.setQueryData(apiQuery('grid.get').queryKey, grid);
      toast({ title: 'Parrilla guardada', description: 'Los relojes suenan desde la próxima canción.' });
      onSaved();
    },
    onError: failed('No se pudo guardar la parrilla'),
  });
}
