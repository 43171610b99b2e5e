import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  LoggerSettings,
  RecordingKind,
  RecordingPage,
  RecordingStorage,
} from '../../../../shared/schemas/recordings';
import { apiRequest } from '../../lib/api';
import { toast } from '../../stores/toasts';
import { ADMIN_API } from '../api/admin-urls';

/** One page of recordings of a kind, newest first; `from`/`to` keep those overlapping that span. */
/** How often a list that reaches the present is read again: the logger's current piece grows, and a restart adds one. */
export const RECORDING_FOLLOW_MS = 10_000;

export function useRecordingPage(
  kind: RecordingKind,
  options: { from?: string; to?: string; limit?: number; followNow?: boolean } = {},
) {
  const params = new URLSearchParams({ kind, limit: String(options.limit ?? 100) });
  if (options.from) params.set('from', options.from);
  if (options.to) params.set('to', options.to);
  // The app's queries never go stale; a window that includes now would otherwise show the pieces of the moment the
  // tab opened (a piece that started since, after a restart or a new hour, was missing from the list).
  return useQuery<RecordingPage>({
    queryKey: [`${ADMIN_API.recordings}?${params}`],
    refetchOnMount: options.followNow ? 'always' : true,
    refetchInterval: options.followNow ? RECORDING_FOLLOW_MS : false,
  });
}

export const useRecordingStorage = () =>
  useQuery<RecordingStorage>({ queryKey: [ADMIN_API.recordingStorage], refetchInterval: 60_000 });

export const useLoggerSettings = () => useQuery<LoggerSettings>({ queryKey: [ADMIN_API.recordingSettings] });

const invalidateRecordings = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({
    predicate: (query) => String(query.queryKey[0]).startsWith(ADMIN_API.recordings),
  });

export function useDeleteRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `${ADMIN_API.recordings}/${id}`),
    onSuccess: () => {
      toast({ title: 'Grabación eliminada', description: 'La grabación y su archivo se han eliminado.' });
      void invalidateRecordings(queryClient);
    },
    onError: (error) =>
      toast({
        title: 'No se pudo eliminar',
        description:
          (error as { serverMessage?: string }).serverMessage ??
          'No se pudo eliminar la grabación. Inténtalo de nuevo.',
        variant: 'destructive',
      }),
  });
}

export function useSaveLoggerSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: LoggerSettings) => apiRequest<LoggerSettings>('PUT', ADMIN_API.recordingSettings, settings),
    onSuccess: () => {
      toast({ title: 'Registro de emisión guardado', description: 'Los cambios se aplican ya.' });
      void invalidateRecordings(queryClient);
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: (error as { serverMessage?: string }).serverMessage ?? 'No se pudo guardar.',
        variant: 'destructive',
      }),
  });
}
