import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from './FieldError';
import { inputClass, labelClass } from './styles';

/** A stored password's field: never shown back; when editing, left empty it keeps the stored one. */
export function KeptPasswordField({
  id,
  label,
  editing,
  registration,
  error,
}: {
  id: string;
  label: string;
  editing: boolean;
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="password"
        autoComplete="new-password"
        className={inputClass}
        aria-invalid={!!error}
        {...registration}
      />
      {editing && <p className="mt-1 text-xs text-gray-500">Déjala vacía para conservar la actual.</p>}
      <FieldError message={error} />
    </div>
  );
}
