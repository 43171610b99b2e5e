import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportJob } from '../../../../shared/schemas/library/imports';
import { api, apiKey, apiQuery, apiScope, errorMessage } from '../../lib/api';
import { toast } from '../../stores/toasts';

const isActive = (job: ImportJob) => job.state === 'scanning' || job.state === 'running';
export const problemMessage = errorMessage;

/** The latest imports, polled every second while one is running (the progress bar reads the station's SQLite). */
export function useImportJobs() {
  return useQuery({
    ...apiQuery('imports.list'),
    refetchInterval: (query) => ((query.state.data ?? []).some(isActive) ? 1000 : false),
  });
}

/** Start, cancel and resume; each refreshes the progress list (and the song lists once songs come in). */
export function useImportActions() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: apiKey('imports.list') });
    void queryClient.invalidateQueries({ queryKey: apiScope('tracks') });
  };
  const fail = (title: string) => (error: unknown) =>
    toast({ title, description: problemMessage(error, 'Inténtalo de nuevo.'), variant: 'destructive' });
  const startFolder = useMutation({
    mutationFn: (path: string) => api('imports.folder', { body: { path } }),
    onSuccess: () => {
      toast({ title: 'Importación iniciada', description: 'Las canciones se añaden en segundo plano.' });
      refresh();
    },
  });
  const cancel = useMutation({
    mutationFn: (id: number) => api('imports.cancel', { params: { id } }),
    onSuccess: () => {
      toast({ title: 'Importación cancelada' });
      refresh();
    },
    onError: fail('No se pudo cancelar'),
  });
  const resume = useMutation({
    mutationFn: (id: number) => api('imports.resume', { params: { id } }),
    onSuccess: refresh,
    onError: fail('No se pudo reanudar'),
  });
  return { startFolder, cancel, resume, refresh };
}
