import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OccurrenceEdit, OccurrenceView } from '../../../../shared/schemas/programming/show-occurrences';
import type { ShowInput } from '../../../../shared/schemas/programming/shows';
import { api, apiKey, apiQuery, errorMessage } from '../../lib/api';
import { addDays } from '../../public/schedule/week';
import { toast } from '../../stores/toasts';

/** The admin week: the shows (names, colours, rules) and the week's occurrences, cancelled ones included. */
export function useProgrammingWeek(monday: string) {
  const shows = useQuery(apiQuery('shows.list'));
  const occurrences = useQuery(apiQuery('shows.occurrencesAll', { query: { from: monday, to: addDays(monday, 6) } }));
  return { shows, occurrences };
}

/** Every view a change of the grid reaches: this calendar, the public week, the planner's next hour. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    for (const name of ['shows.list', 'shows.occurrencesAll', 'station.week', 'shows.public', 'schedule.list'] as const)
      void queryClient.invalidateQueries({ queryKey: apiKey(name) });
    void queryClient.invalidateQueries({ queryKey: apiKey('station.schedule') });
    void queryClient.invalidateQueries({ queryKey: apiKey('queue.get') });
    void queryClient.invalidateQueries({ queryKey: apiKey('streaming.status') });
  };
}

const failed = (fallback: string) => (error: unknown) =>
  toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });

/** Create or replace a show (its rules included: PUT is "all occurrences"). The caller shows a refusal in place. */
export function useSaveShow() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: ShowInput }) =>
      id ? api('shows.update', { params: { id }, body: input }) : api('shows.create', { body: input }),
    onSuccess: (_show, { id }) => {
      toast({ title: id ? 'Programa guardado' : 'Programa creado' });
      refresh();
    },
  });
}

export function useDeleteShow() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api('shows.delete', { params: { id } }),
    onSuccess: () => {
      toast({ title: 'Programa eliminado' });
      refresh();
    },
    onError: failed('No se pudo eliminar el programa.'),
  });
}

/** The key an occurrence's exception is stored under: its show and its rule's own start. */
const occurrenceParams = (occurrence: OccurrenceView) => ({
  id: occurrence.showId ?? 0,
  start: occurrence.originalStart,
});

/** Move, cancel, replace or restore one occurrence (or this and the following, or all). */
export function useEditOccurrence() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ occurrence, edit }: { occurrence: OccurrenceView; edit: OccurrenceEdit }) =>
      api('shows.editOccurrence', { params: occurrenceParams(occurrence), body: edit }),
    onSuccess: () => {
      toast({ title: 'Programación guardada' });
      refresh();
    },
    onError: (error) => {
      failed('No se pudo cambiar la emisión.')(error);
      refresh();
    },
  });
}

/** The recording one occurrence of a recorded show airs. */
export function useOccurrenceFile() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ occurrence, trackId }: { occurrence: OccurrenceView; trackId: number | null }) =>
      api('shows.occurrenceFile', { params: occurrenceParams(occurrence), body: { trackId } }),
    onSuccess: (_o, { trackId }) => {
      toast({ title: trackId ? 'Grabación adjuntada' : 'Grabación quitada' });
      refresh();
    },
    onError: failed('No se pudo adjuntar la grabación.'),
  });
}
