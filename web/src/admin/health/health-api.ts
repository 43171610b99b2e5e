import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HealthSettings } from '../../../../shared/schemas/admin/health';
import { api, apiKey, apiQuery, apiUrl, errorMessage } from '../../lib/api';
import { toast } from '../../stores/toasts';

export const useAlertHistory = () => useQuery({ ...apiQuery('health.alerts'), refetchInterval: 30_000 });

export const useHealthSettings = () => useQuery(apiQuery('health.settings'));

const failed = (title: string) => (error: Error) =>
  toast({
    title,
    description: errorMessage(error, error.message),
    variant: 'destructive',
  });

export function useSaveHealthSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: Partial<HealthSettings>) => api('health.updateSettings', { body: patch }),
    onSuccess: (view) => {
      queryClient.setQueryData(apiKey('health.settings'), view);
      toast({ title: 'Ajustes guardados', description: 'Los avisos usan ya los nuevos valores.' });
    },
    onError: failed('No se pudieron guardar los ajustes'),
  });
}

export function useRotateMetricsToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('health.metricsToken'),
    onSuccess: (view) => {
      queryClient.setQueryData(apiKey('health.settings'), view);
      toast({
        title: 'Token renovado',
        description: 'El anterior ya no sirve: actualiza tu herramienta de monitorización.',
      });
    },
    onError: failed('No se pudo renovar el token'),
  });
}

/** The audience between two instants (ISO) as a CSV download. */
export const listenerStatsCsvUrl = (from: string, to: string) => apiUrl('stats.listenersCsv', { query: { from, to } });

export const useListenerStats = (from: string, to: string) =>
  useQuery({ ...apiQuery('stats.listeners', { query: { from, to } }), refetchInterval: 60_000 });

export const useSilentTracks = () => useQuery(apiQuery('health.silentTracks'));

export function useRestoreSilentTrack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api('health.restoreTrack', { params: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: apiKey('health.silentTracks') });
      toast({ title: 'Tema restaurado', description: 'Vuelve a la rotación.' });
    },
    onError: failed('No se pudo restaurar el tema'),
  });
}
