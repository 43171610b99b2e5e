import { KeyRound } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { passwordResetSchema, type User } from '../../../../shared/schemas/users/auth';
import { zodResolver } from '../../lib/zod-resolver';
import { FieldError } from '../common/FieldError';
import { FormActions } from '../common/FormActions';
import { inputClass, labelClass } from '../common/styles';
import { useUserMutations } from './useUserMutations';

const formSchema = passwordResetSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'Las contraseñas no coinciden.',
    path: ['confirmPassword'],
  });

/** An admin sets a new password for another account (a volunteer who forgot theirs); its sessions end. */
export function ResetPasswordDialog({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const { resetPassword } = useUserMutations();
  const form = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const errors = form.formState.errors;
  const fields = [
    { name: 'newPassword', label: 'Nueva contraseña (mínimo 10 caracteres)' },
    { name: 'confirmPassword', label: 'Repite la nueva contraseña' },
  ] as const;
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger
        className="rounded p-1.5 text-gray-600 hover:bg-gray-100"
        aria-label={`Restablecer la contraseña de ${user.username}`}
      >
        <KeyRound aria-hidden className="h-4 w-4" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[90vw] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="mb-1 text-lg font-semibold">
            Restablecer la contraseña de «{user.username}»
          </Dialog.Title>
          <Dialog.Description className="mb-4 text-sm text-gray-600">
            Sus sesiones abiertas se cerrarán y tendrá que entrar con la nueva contraseña.
          </Dialog.Description>
          <form
            noValidate
            className="space-y-3"
            onSubmit={form.handleSubmit(({ newPassword }) =>
              resetPassword.mutate({ user, newPassword }, { onSuccess: () => onOpenChange(false) }),
            )}
          >
            {fields.map((field) => (
              <div key={field.name}>
                <label htmlFor={`reset-${user.id}-${field.name}`} className={labelClass}>
                  {field.label}
                </label>
                <input
                  id={`reset-${user.id}-${field.name}`}
                  type="password"
                  autoComplete="new-password"
                  className={inputClass}
                  {...form.register(field.name)}
                />
                <FieldError message={errors[field.name]?.message} />
              </div>
            ))}
            <FormActions
              busy={resetPassword.isPending}
              submitLabel="Restablecer contraseña"
              onCancel={() => onOpenChange(false)}
            />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
