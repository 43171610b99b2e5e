import { UserPen } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type User, userDisplayNameSchema } from '../../../../shared/schemas/users/auth';
import { zodResolver } from '../../lib/zod-resolver';
import { FieldError } from '../common/FieldError';
import { FormActions } from '../common/FormActions';
import { inputClass, labelClass } from '../common/styles';
import { useUserMutations } from './useUserMutations';

/** The name listeners read for an account ("Con Laia Puig"); left empty, they read the login name. */
export function DisplayNameDialog({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const { rename } = useUserMutations();
  const form = useForm({ resolver: zodResolver(userDisplayNameSchema), defaultValues: { displayName: '' } });
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) form.reset({ displayName: user.displayName === user.username ? '' : user.displayName });
  };
  const id = `display-name-${user.id}`;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger
        className="rounded p-1.5 text-gray-600 hover:bg-gray-100"
        aria-label={`Nombre visible de ${user.username}`}
      >
        <UserPen aria-hidden className="h-4 w-4" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[90vw] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="mb-1 text-lg font-semibold">Nombre visible de «{user.username}»</Dialog.Title>
          <Dialog.Description className="mb-4 text-sm text-gray-600">
            Es el nombre que leen los oyentes en la programación y en la página de sus programas. Vacío, se muestra el
            nombre de usuario.
          </Dialog.Description>
          <form
            noValidate
            className="space-y-3"
            onSubmit={form.handleSubmit(({ displayName }) =>
              rename.mutate({ user, displayName }, { onSuccess: () => onOpenChange(false) }),
            )}
          >
            <div>
              <label htmlFor={id} className={labelClass}>
                Nombre visible
              </label>
              <input id={id} autoComplete="off" className={inputClass} {...form.register('displayName')} />
              <FieldError message={form.formState.errors.displayName?.message} />
            </div>
            <FormActions busy={rename.isPending} submitLabel="Guardar nombre" onCancel={() => onOpenChange(false)} />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
