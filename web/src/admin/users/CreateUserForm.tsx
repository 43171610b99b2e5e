import { zodResolver } from '../../lib/zod-resolver';
import { useForm } from 'react-hook-form';
import { userCreateSchema } from '../../../../shared/schemas/auth';
import { FieldError } from '../common/FieldError';
import { inputClass, labelClass, primaryButton } from '../common/styles';
import { useUserMutations } from './useUserMutations';

/** New station account: name, password (≥ 10 characters), administrator or not. */
export function CreateUserForm() {
  const { create } = useUserMutations();
  const form = useForm({
    resolver: zodResolver(userCreateSchema),
    defaultValues: { username: '', password: '', isAdmin: false },
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
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="h-4 w-4" {...form.register('isAdmin')} />
        Administrador (puede gestionar todo el contenido)
      </label>
      <button type="submit" disabled={create.isPending} className={primaryButton}>
        {create.isPending ? 'Creando...' : 'Crear usuario'}
      </button>
    </form>
  );
}
