import { type ReactNode, useId } from 'react';

interface FormFieldProps {
  label: string;
  error?: string;
  /** Renders the control with the ids that tie it to its label and error. */
  children(props: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }): ReactNode;
}

/** Label, control and its error message, linked for screen readers. */
export function FormField({ label, error, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-900">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

export const inputClass =
  'w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-gray-900 aria-[invalid=true]:border-red-700';
