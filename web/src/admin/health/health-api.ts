import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Alert,
  HealthSettings,
  HealthSettingsView,
  ListenerStatsReport,
  SilentTrack,
} from '../../../../shared/schemas/health';
import { ApiRequestError, apiRequest } from '../../lib/api';
import { toast } from '../../stores/toasts';

/** The broadcast-health endpoints; each is also its TanStack Query key. */
export const HEALTH_API = {
  alerts: '/api/alerts',
  settings: '/api/admin/health/settings',
  metricsToken: '/api/admin/health/metrics-token',
  listeners: '/api/stats/listeners',
} as const;

export const useAlertHistory = () => useQuery<Alert[]>({ queryKey: [HEALTH_API.alerts], refetchInterval: 30_000 });

export const useHealthSettings = () => useQuery<HealthSettingsView>({ queryKey: [HEALTH_API.settings] });

const failed = (title: string) => (error: Error) =>
  toast({
    title,
    description: error instanceof ApiRequestError ? (error.serverMessage ?? error.message) : error.message,
    variant: 'destructive',
  });

export function useSaveHealthSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: Partial<HealthSettings>) => apiRequest<HealthSettingsView>('PUT', HEALTH_API.settings, patch),
    onSuccess: (view) => {
      queryClient.setQueryData([HEALTH_API.settings], view);
      toast({ title: 'Ajustes guardados', description: 'Los avisos usan ya los nuevos valores.' });
    },
    onError: failed('No se pudieron guardar los ajustes'),
  });
}

export function useRotateMetricsToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<HealthSettingsView>('POST', HEALTH_API.metricsToken),
    onSuccess: (view) => {
      queryClient.setQueryData([HEALTH_API.settings], view);
      toast({
        title: 'Token renovado',
        description: 'El anterior ya no sirve: actualiza tu herramienta de monitorización.',
      });
    },
    onError: failed('No se pudo renovar el token'),
  });
}

/** The audience between two instants (ISO); the URL is the query key. */
export function listenerStatsUrl(from: string, to: string, csv = false) {
  const params = new URLSearchParams({ from, to });
  return `${HEALTH_API.listeners}${csv ? '.csv' : ''}?${params}`;
}

export const useListenerStats = (from: string, to: string) =>
  useQuery<ListenerStatsReport>({ queryKey: [listenerStatsUrl(from, to)], refetchInterval: 60_000 });

export const SILENT_TRACKS_URL = '/api/admin/health/silent-tracks';
export const useSilentTracks = () => useQuery<SilentTrack[]>({ queryKey: [SILENT_TRACKS_URL] });

export function useRestoreSilentTrack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('POST', `${SILENT_TRACKS_URL}/${id}/restore`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [SILENT_TRACKS_URL] });
      toast({ title: 'Tema restaurado', description: 'Vuelve a la rotación.' });
    },
    onError: failed('No se pudo restaurar el tema'),
  });
}
