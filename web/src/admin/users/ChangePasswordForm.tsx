import { zodResolver } from '../../lib/zod-resolver';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { passwordChangeSchema } from '../../../../shared/schemas/users/auth';
import { FieldError } from '../common/FieldError';
import { inputClass, labelClass, primaryButton } from '../common/styles';
import { useUserMutations } from './useUserMutations';

// Typing the new password twice catches a typo before it locks the volunteer out.
const formSchema = passwordChangeSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'Las contraseñas no coinciden.',
    path: ['confirmPassword'],
  });

/** Change the signed-in account's own password (any account: admins here, others on the 'Acceso Denegado' screen). */
export function ChangePasswordForm() {
  const { changePassword } = useUserMutations();
  const form = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const errors = form.formState.errors;
  const fields = [
    { name: 'currentPassword', label: 'Contraseña actual', autoComplete: 'current-password' },
    { name: 'newPassword', label: 'Nueva contraseña (mínimo 10 caracteres)', autoComplete: 'new-password' },
    { name: 'confirmPassword', label: 'Repite la nueva contraseña', autoComplete: 'new-password' },
  ] as const;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ currentPassword, newPassword }) =>
        changePassword.mutate({ currentPassword, newPassword }, { onSuccess: () => form.reset() }),
      )}
      className="space-y-3"
    >
      <h3 className="font-semibold">Cambiar mi contraseña</h3>
      {fields.map((field) => (
        <div key={field.name}>
          <label htmlFor={`pw-${field.name}`} className={labelClass}>
            {field.label}
          </label>
          <input
            id={`pw-${field.name}`}
            type="password"
            autoComplete={field.autoComplete}
            className={inputClass}
            {...form.register(field.name)}
          />
          <FieldError message={errors[field.name]?.message} />
        </div>
      ))}
      {/* Said here as well as in a toast: the screen a non-admin sees has no toaster. */}
      {changePassword.isSuccess && (
        <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-700">
          Contraseña cambiada. Las demás sesiones de tu cuenta se han cerrado.
        </p>
      )}
      <button type="submit" disabled={changePassword.isPending} className={primaryButton}>
        Cambiar contraseña
      </button>
    </form>
  );
}
