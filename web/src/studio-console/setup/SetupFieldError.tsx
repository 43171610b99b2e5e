import type { FieldError } from 'react-hook-form';

/** A setup field's problem, read out as it appears. */
export function SetupFieldError({ error }: { error: FieldError | undefined }) {
  return (
    error && (
      <p role="alert" className="mt-1 text-sm text-red-600">
        {error.message}
      </p>
    )
  );
}
