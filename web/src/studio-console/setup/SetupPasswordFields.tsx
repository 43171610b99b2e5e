import type { UseFormReturn } from 'react-hook-form';
import type { SetupForm } from '../../../../shared/schemas/core/desktop';
import { inputClass, labelClass } from '../../admin/common/styles';
import { SetupFieldError } from './SetupFieldError';

/** A new station's administrator password, typed twice. */
export function SetupPasswordFields({ form }: { form: UseFormReturn<SetupForm> }) {
  const errors = form.formState.errors;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor="password" className={labelClass}>
          Contraseña del administrador («admin»)
        </label>
        <input
          id="password"
          type="password"
          autoComplete="new-password"
          className={inputClass}
          {...form.register('password')}
        />
        <SetupFieldError error={errors.password} />
      </div>
      <div>
        <label htmlFor="passwordRepeat" className={labelClass}>
          Repite la contraseña
        </label>
        <input
          id="passwordRepeat"
          type="password"
          autoComplete="new-password"
          className={inputClass}
          {...form.register('passwordRepeat')}
        />
        <SetupFieldError error={errors.passwordRepeat} />
      </div>
    </div>
  );
}
