import { zodResolver } from '../../lib/zod-resolver';
import { useForm } from 'react-hook-form';
import { userCreateSchema } from '../../../../shared/schemas/users/auth';
import { FieldError } from '../common/FieldError';
import { inputClass, labelClass, primaryButton } from '../common/styles';
import { useUserMutations } from './useUserMutations';

/** New station account: login name, the name listeners read, password (≥ 10 characters), and role. */
export function CreateUserForm() {
  const { create } = useUserMutations();
  const form = useForm({
    resolver: zodResolver(userCreateSchema),
    defaultValues: { username: '', displayName: '', password: '', role: 'presenter' as const },
  });
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => create.mutate(values, { onSuccess: () => form.reset() }))}
      className="space-y-3"
    >
      <h3 className="font-semibold">Nuevo usuario</h3>
      <div>
        <label htmlFor="new-user-name" className={labelClass}>
          Usuario
        </label>
        <input id="new-user-name" autoComplete="off" className={inputClass} {...form.register('username')} />
        <FieldError message={errors.username?.message} />
      </div>
      <div>
        <label htmlFor="new-user-display-name" className={labelClass}>
          Nombre visible (el que leen los oyentes)
        </label>
        <input
          id="new-user-display-name"
          autoComplete="off"
          placeholder="Laia Puig"
          className={inputClass}
          {...form.register('displayName')}
        />
        <FieldError message={errors.displayName?.message} />
      </div>
      <div>
        <label htmlFor="new-user-password" className={labelClass}>
          Contraseña (mínimo 10 caracteres)
        </label>
        <input
          id="new-user-password"
          type="password"
          autoComplete="new-password"
          className={inputClass}
          {...form.register('password')}
        />
        <FieldError message={errors.password?.message} />
      </div>
      <div>
        <label htmlFor="new-user-role" className={labelClass}>
          Rol
        </label>
        <select id="new-user-role" className={inputClass} {...form.register('role')}>
          <option value="presenter">Presentador (su estudio: sus programas, su directo, sus episodios)</option>
          <option value="admin">Administrador (puede gestionar todo el contenido)</option>
        </select>
        <FieldError message={errors.role?.message} />
      </div>
      <button type="submit" disabled={create.isPending} className={primaryButton}>
        {create.isPending ? 'Creando...' : 'Crear usuario'}
      </button>
    </form>
  );
}
