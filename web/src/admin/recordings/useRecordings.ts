import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoggerSettings, RecordingKind } from '../../../../shared/schemas/archive/recordings';
import { api, apiQuery, apiScope, errorMessage, onePage } from '../../lib/api';
import { toast } from '../../stores/toasts';

/** One page of recordings of a kind, newest first; `from`/`to` keep those overlapping that span. */
/** How often a list that reaches the present is read again: the logger's current piece grows, and a restart adds one. */
export const RECORDING_FOLLOW_MS = 10_000;

export function useRecordingPage(
  kind: RecordingKind,
  options: { from?: string; to?: string; limit?: number; followNow?: boolean } = {},
) {
  // The app's queries never go stale; a window that includes now would otherwise show the pieces of the moment the
  // tab opened (a piece that started since, after a restart or a new hour, was missing from the list).
  const query = { kind, limit: options.limit ?? 100, from: options.from, to: options.to };
  return useQuery({
    ...apiQuery('recordings.list', { query }),
    select: onePage,
    refetchOnMount: options.followNow ? 'always' : true,
    refetchInterval: options.followNow ? RECORDING_FOLLOW_MS : false,
  });
}

export const useRecordingStorage = () => useQuery({ ...apiQuery('recordings.storage'), refetchInterval: 60_000 });

export const useLoggerSettings = () => useQuery({ ...apiQuery('recordings.settings') });

// Every recordings.* query: the lists, the logger's settings and the storage they use up.
const invalidateRecordings = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: apiScope('recordings') });

export function useDeleteRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api('recordings.delete', { params: { id } }),
    onSuccess: () => {
      toast({ title: 'Grabación eliminada', description: 'La grabación y su archivo se han eliminado.' });
      void invalidateRecordings(queryClient);
    },
    onError: (error) =>
      toast({
        title: 'No se pudo eliminar',
        description: errorMessage(error, 'No se pudo eliminar la grabación. Inténtalo de nuevo.'),
        variant: 'destructive',
      }),
  });
}

export function useSaveLoggerSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: LoggerSettings) => api('recordings.updateSettings', { body: settings }),
    onSuccess: () => {
      toast({ title: 'Registro de emisión guardado', description: 'Los cambios se aplican ya.' });
      void invalidateRecordings(queryClient);
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'No se pudo guardar.'),
        variant: 'destructive',
      }),
  });
}
