import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ImportJob, importJobSchema } from '../../../../shared/schemas/imports';
import { ApiRequestError, apiRequest } from '../../lib/api';
import { toast } from '../../stores/toasts';
import { ADMIN_API } from '../api/admin-urls';

export const IMPORTS_URL = '/api/admin/imports';
const jobsSchema = importJobSchema.array();

const isActive = (job: ImportJob) => job.state === 'scanning' || job.state === 'running';
export const problemMessage = (error: unknown, fallback: string) =>
  (error instanceof ApiRequestError && error.serverMessage) || fallback;

/** The latest imports, polled every second while one is running (the progress bar reads the station's SQLite). */
export function useImportJobs() {
  return useQuery({
    queryKey: [IMPORTS_URL],
    select: (data: unknown) => jobsSchema.parse(data),
    refetchInterval: (query) => {
      const jobs = Array.isArray(query.state.data) ? (query.state.data as ImportJob[]) : [];
      return jobs.some(isActive) ? 1000 : false;
    },
  });
}

/** Start, cancel and resume; each refreshes the progress list (and the song lists once songs come in). */
export function useImportActions() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: [IMPORTS_URL] });
    void queryClient.invalidateQueries({ queryKey: [ADMIN_API.tracks] });
  };
  const fail = (title: string) => (error: unknown) =>
    toast({ title, description: problemMessage(error, 'Inténtalo de nuevo.'), variant: 'destructive' });
  const startFolder = useMutation({
    mutationFn: (path: string) => apiRequest<ImportJob>('POST', `${IMPORTS_URL}/folder`, { path }),
    onSuccess: () => {
      toast({ title: 'Importación iniciada', description: 'Las canciones se añaden en segundo plano.' });
      refresh();
    },
  });
  const cancel = useMutation({
    mutationFn: (id: number) => apiRequest<ImportJob>('POST', `${IMPORTS_URL}/${id}/cancel`),
    onSuccess: () => {
      toast({ title: 'Importación cancelada' });
      refresh();
    },
    onError: fail('No se pudo cancelar'),
  });
  const resume = useMutation({
    mutationFn: (id: number) => apiRequest<ImportJob>('POST', `${IMPORTS_URL}/${id}/resume`),
    onSuccess: refresh,
    onError: fail('No se pudo reanudar'),
  });
  return { startFolder, cancel, resume, refresh };
}
