import { type Control, Controller, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';
import { FieldError } from '../common/FieldError';
import { inputClass, labelClass } from '../common/styles';

const WEEKDAYS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'] as const;

interface Props<F extends FieldValues> {
  register: UseFormRegister<F>;
  control: Control<F>;
  /** The rule's path in the form, e.g. "rules.0". */
  name: string;
  idPrefix: string;
  errors?: { days?: string; start?: string; durationMin?: string; everyWeeks?: string; from?: string; until?: string };
}

/**
 * One weekly rule's fields: the days (checkboxes, so a keyboard sets what a drag draws), start, length, first and
 * last date and every how many weeks. The form's zod schema (shared with the server) says what is valid.
 */
export function RuleFields<F extends FieldValues>({ register, control, name, idPrefix, errors = {} }: Props<F>) {
  const field = (key: string) => `${name}.${key}` as Path<F>;
  const id = (key: string) => `${idPrefix}-${key}`;
  return (
    <div className="space-y-3">
      <fieldset>
        <legend className={labelClass}>Días</legend>
        <Controller
          control={control}
          name={field('days')}
          render={({ field: days }) => {
            const checked: number[] = Array.isArray(days.value) ? days.value : [];
            const toggle = (day: number) =>
              days.onChange(checked.includes(day) ? checked.filter((d) => d !== day) : [...checked, day].sort());
            return (
              <div className="flex flex-wrap gap-3">
                {WEEKDAYS.map((name, i) => (
                  <label key={name} className="inline-flex items-center gap-1 text-sm">
                    <input type="checkbox" checked={checked.includes(i + 1)} onChange={() => toggle(i + 1)} />
                    {name}
                  </label>
                ))}
              </div>
            );
          }}
        />
        <FieldError message={errors.days} />
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor={id('start')} className={labelClass}>
            Hora de inicio
          </label>
          <input id={id('start')} type="time" className={inputClass} {...register(field('start'))} />
          <FieldError message={errors.start} />
        </div>
        <div>
          <label htmlFor={id('duration')} className={labelClass}>
            Duración (minutos)
          </label>
          <input
            id={id('duration')}
            type="number"
            min={5}
            step={5}
            className={inputClass}
            {...register(field('durationMin'), { valueAsNumber: true })}
          />
          <FieldError message={errors.durationMin} />
        </div>
        <div>
          <label htmlFor={id('every')} className={labelClass}>
            Cada cuántas semanas
          </label>
          <input
            id={id('every')}
            type="number"
            min={1}
            className={inputClass}
            {...register(field('everyWeeks'), { valueAsNumber: true })}
          />
          <FieldError message={errors.everyWeeks} />
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={id('from')} className={labelClass}>
            Desde
          </label>
          <input
            id={id('from')}
            type="date"
            className={inputClass}
            {...register(field('from'), { setValueAs: blank })}
          />
          <FieldError message={errors.from} />
        </div>
        <div>
          <label htmlFor={id('until')} className={labelClass}>
            Hasta (vacío: sin fecha final)
          </label>
          <input
            id={id('until')}
            type="date"
            className={inputClass}
            {...register(field('until'), { setValueAs: blank })}
          />
          <FieldError message={errors.until} />
        </div>
      </div>
    </div>
  );
}

const blank = (value: unknown) => (value === '' ? undefined : value);
