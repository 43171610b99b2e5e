import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useAdminSession } from '../auth/useAdminSession';
import { DeleteButton } from '../common/DeleteButton';
import { cardClass } from '../common/styles';
import { ChangePasswordForm } from './ChangePasswordForm';
import { CreateUserForm } from './CreateUserForm';
import { DisplayNameDialog } from './DisplayNameDialog';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { useUserMutations } from './useUserMutations';
import { apiQuery } from '../../lib/api';

/** 'Usuarios': the station's accounts. */
export function UsersSection() {
  const users = useQuery({ ...apiQuery('users.list') });
  const { user: me } = useAdminSession();
  const { remove, changeRole } = useUserMutations();
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <section className={cardClass}>
        <h2 className="mb-3 font-semibold">Usuarios</h2>
        {users.isPending && <p role="status">Cargando usuarios...</p>}
        {users.isError && (
          <p role="alert" className="text-red-600">
            No se pudieron cargar los usuarios.
          </p>
        )}
        <ul aria-label="Usuarios" className="divide-y divide-gray-100">
          {users.data?.map((user) => (
            <li key={user.id} className="flex items-center gap-2 py-2 text-sm">
              <span className="flex-1 font-medium">
                {user.displayName}
                {user.displayName !== user.username && (
                  <span className="font-normal text-gray-500"> ({user.username})</span>
                )}
                {user.id === me?.id && <span className="font-normal text-gray-500"> (tú)</span>}
              </span>
              <DisplayNameDialog user={user} />
              {user.id !== me?.id ? (
                <select
                  aria-label={`Rol de ${user.username}`}
                  className="rounded border border-gray-300 px-1 py-0.5 text-xs"
                  value={user.role}
                  disabled={changeRole.isPending}
                  onChange={(event) =>
                    changeRole.mutate({ user, role: event.target.value === 'admin' ? 'admin' : 'presenter' })
                  }
                >
                  <option value="presenter">Presentador</option>
                  <option value="admin">Administrador</option>
                </select>
              ) : user.isAdmin ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs text-brand">
                  <ShieldCheck aria-hidden className="h-3 w-3" />
                  Administrador
                </span>
              ) : (
                <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs">Presentador</span>
              )}
              {user.id !== me?.id && <ResetPasswordDialog user={user} />}
              {user.id !== me?.id && (
                <DeleteButton
                  itemName={user.username}
                  title="¿Eliminar este usuario?"
                  description={`«${user.username}» no podrá volver a iniciar sesión y sus sesiones abiertas se cerrarán.`}
                  onConfirm={() => remove.mutate(user.id)}
                />
              )}
            </li>
          ))}
        </ul>
      </section>
      <div className="space-y-6">
        <section className={cardClass}>
          <CreateUserForm />
        </section>
        <section className={cardClass}>
          <ChangePasswordForm />
        </section>
      </div>
    </div>
  );
}
