import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordChange, PasswordReset, User, UserCreate } from '../../../../shared/schemas/auth';
import { ApiRequestError, apiRequest } from '../../lib/api';
import { toast } from '../../stores/toasts';
import { ADMIN_API } from '../api/admin-urls';

const reason = (error: unknown, fallback: string) =>
  (error instanceof ApiRequestError && error.serverMessage) || fallback;

/** Station accounts: create, delete, reset another's password, and change one's own. */
export function useUserMutations() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: [ADMIN_API.users] });
    void queryClient.invalidateQueries({ queryKey: [ADMIN_API.overview] });
  };
  const create = useMutation({
    mutationFn: (input: UserCreate) => apiRequest<User>('POST', ADMIN_API.users, input),
    onSuccess: (user) => {
      toast({ title: 'Usuario creado', description: `«${user.username}» ya puede iniciar sesión.` });
      refresh();
    },
    onError: (error) =>
      toast({ title: 'Error', description: reason(error, 'No se pudo crear el usuario.'), variant: 'destructive' }),
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `${ADMIN_API.users}/${id}`),
    onSuccess: () => {
      toast({ title: 'Usuario eliminado' });
      refresh();
    },
    onError: (error) =>
      toast({ title: 'Error', description: reason(error, 'No se pudo eliminar el usuario.'), variant: 'destructive' }),
  });
  const changePassword = useMutation({
    mutationFn: (input: PasswordChange) => apiRequest('PUT', '/api/auth/password', input),
    onSuccess: () => {
      toast({ title: 'Contraseña cambiada', description: 'Las demás sesiones de tu cuenta se han cerrado.' });
      void queryClient.invalidateQueries({ queryKey: [ADMIN_API.overview] });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: reason(error, 'No se pudo cambiar la contraseña.'),
        variant: 'destructive',
      }),
  });
  const resetPassword = useMutation({
    mutationFn: ({ user, ...input }: PasswordReset & { user: User }) =>
      apiRequest('PUT', `${ADMIN_API.users}/${user.id}/password`, input),
    onSuccess: (_data, { user }) =>
      toast({
        title: 'Contraseña restablecida',
        description: `«${user.username}» debe entrar con la nueva; sus sesiones abiertas se han cerrado.`,
      }),
    onError: (error) =>
      toast({
        title: 'Error',
        description: reason(error, 'No se pudo restablecer la contraseña.'),
        variant: 'destructive',
      }),
  });
  return { create, remove, changePassword, resetPassword };
}
