import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { toast } from '../../stores/toasts';
import { clearAdminFlags } from './admin-storage';

/** 'Cerrar Sesión': ends the server session, forgets the browser flags, then a full load of / (spec). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('auth.logout'),
    onSuccess: () => {
      clearAdminFlags();
      queryClient.clear();
      toast({ title: 'Sesión cerrada' });
      window.location.assign('/');
    },
    onError: () =>
      toast({
        title: 'Error al cerrar sesión',
        description: 'No se pudo cerrar la sesión. Intente de nuevo.',
        variant: 'destructive',
      }),
  });
}
