import { useRef } from 'react';
import { Controller } from 'react-hook-form';
import { FieldError } from '../common/FieldError';
import { inputClass, labelClass } from '../common/styles';
import type { ProgramFormControl } from './program-form-control';

const MIDNIGHT = '24:00';

/**
 * The end time, which may be 24:00 (the slot runs until midnight). A time input cannot hold 24:00, so a checkbox
 * stands for it and the time input rests while it is ticked.
 */
export function EndTimeField({
  control,
  id,
  error,
}: {
  control: ProgramFormControl;
  id: (name: string) => string;
  error?: string;
}) {
  // Unticking midnight brings back the time it replaced, not an arbitrary one.
  const lastTime = useRef('23:00');
  return (
    <Controller
      control={control}
      name="end"
      render={({ field }) => {
        const midnight = field.value === MIDNIGHT;
        return (
          <div>
            <label htmlFor={id('end')} className={labelClass}>
              Fin
            </label>
            <input
              id={id('end')}
              type="time"
              ref={field.ref}
              name={field.name}
              className={inputClass}
              disabled={midnight}
              value={midnight ? '' : field.value}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
            />
            <label className="mt-1 flex items-center gap-1.5 text-xs text-gray-600">
              <input
                type="checkbox"
                checked={midnight}
                onChange={(event) => {
                  if (event.target.checked && field.value) lastTime.current = field.value;
                  field.onChange(event.target.checked ? MIDNIGHT : lastTime.current);
                }}
              />
              Hasta medianoche (24:00)
            </label>
            <FieldError message={error} />
          </div>
        );
      }}
    />
  );
}
