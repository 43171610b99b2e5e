import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordChange, PasswordReset, User, UserCreate, UserRole } from '../../../../shared/schemas/users/auth';
import { apiKey, api, errorMessage } from '../../lib/api';
import { toast } from '../../stores/toasts';

/** Station accounts: create, delete, rename for listeners, reset another's password, and change one's own. */
export function useUserMutations() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: apiKey('users.list') });
    void queryClient.invalidateQueries({ queryKey: apiKey('admin.overview') });
  };
  const create = useMutation({
    mutationFn: (input: UserCreate) => api('users.create', { body: input }),
    onSuccess: (user) => {
      toast({ title: 'Usuario creado', description: `«${user.username}» ya puede iniciar sesión.` });
      refresh();
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'No se pudo crear el usuario.'),
        variant: 'destructive',
      }),
  });
  const remove = useMutation({
    mutationFn: (id: number) => api('users.delete', { params: { id } }),
    onSuccess: () => {
      toast({ title: 'Usuario eliminado' });
      refresh();
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'No se pudo eliminar el usuario.'),
        variant: 'destructive',
      }),
  });
  const changeRole = useMutation({
    mutationFn: ({ user, role }: { user: User; role: UserRole }) =>
      api('users.role', { params: { id: user.id }, body: { role } }),
    onSuccess: (user) => {
      toast({
        title: 'Rol cambiado',
        description: `«${user.username}» es ahora ${user.role === 'admin' ? 'administrador' : 'presentador'}.`,
      });
      refresh();
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'No se pudo cambiar el rol.'),
        variant: 'destructive',
      }),
  });
  const rename = useMutation({
    mutationFn: ({ user, displayName }: { user: User; displayName: string }) =>
      api('users.displayName', { params: { id: user.id }, body: { displayName } }),
    onSuccess: (user) => {
      toast({ title: 'Nombre visible cambiado', description: `Los oyentes leen ahora «${user.displayName}».` });
      refresh();
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'No se pudo cambiar el nombre visible.'),
        variant: 'destructive',
      }),
  });
  const changePassword = useMutation({
    mutationFn: (input: PasswordChange) => api('users.password', { body: input }),
    onSuccess: () => {
      toast({ title: 'Contraseña cambiada', description: 'Las demás sesiones de tu cuenta se han cerrado.' });
      void queryClient.invalidateQueries({ queryKey: apiKey('admin.overview') });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'No se pudo cambiar la contraseña.'),
        variant: 'destructive',
      }),
  });
  const resetPassword = useMutation({
    mutationFn: ({ user, ...input }: PasswordReset & { user: User }) =>
      api('users.resetPassword', { params: { id: user.id }, body: input }),
    onSuccess: (_data, { user }) =>
      toast({
        title: 'Contraseña restablecida',
        description: `«${user.username}» debe entrar con la nueva; sus sesiones abiertas se han cerrado.`,
      }),
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'No se pudo restablecer la contraseña.'),
        variant: 'destructive',
      }),
  });
  return { create, remove, changeRole, rename, changePassword, resetPassword };
}
