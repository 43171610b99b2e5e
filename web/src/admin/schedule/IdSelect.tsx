import { Controller } from 'react-hook-form';
import { FieldError } from '../common/FieldError';
import { inputClass, labelClass } from '../common/styles';
import type { ProgramFormControl } from './program-form-control';

interface Props {
  control: ProgramFormControl;
  name: 'playlistId';
  id: string;
  label: string;
  /** The empty choice, stored as null. */
  noneLabel: string;
  options: ReadonlyArray<{ id: number; label: string }>;
  disabled?: boolean;
  error?: string;
}

/**
 * A select of ids with an empty "none" choice. Controlled, because its options arrive with a query after the form
 * opens: an uncontrolled select would keep showing "none" for a stored id whose option was not there yet.
 */
export function IdSelect({ control, name, id, label, noneLabel, options, disabled, error }: Props) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <select
            id={id}
            ref={field.ref}
            name={field.name}
            className={inputClass}
            disabled={disabled}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
            onBlur={field.onBlur}
          >
            <option value="">{noneLabel}</option>
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      />
      <FieldError message={error} />
    </div>
  );
}
