import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type ScheduleProgramInput, scheduleProgramInputSchema } from '../../../../shared/schemas/station';
import { FieldError } from '../common/FieldError';
import { inputClass, labelClass, primaryButton, secondaryButton } from '../common/styles';

interface Props {
  initial: ScheduleProgramInput;
  busy: boolean;
  submitLabel: string;
  onSubmit(values: ScheduleProgramInput): void;
  onCancel(): void;
  idPrefix: string;
}

/** One programme of the schedule: day, start and end time, title, host, music or talk. */
export function ProgramForm({ initial, busy, submitLabel, onSubmit, onCancel, idPrefix }: Props) {
  const form = useForm({ resolver: zodResolver(scheduleProgramInputSchema), defaultValues: initial });
  const errors = form.formState.errors;
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor={id('date')} className={labelClass}>
            Fecha
          </label>
          <input id={id('date')} type="date" className={inputClass} {...form.register('date')} />
          <FieldError message={errors.date?.message} />
        </div>
        <div>
          <label htmlFor={id('start')} className={labelClass}>
            Inicio
          </label>
          <input id={id('start')} type="time" className={inputClass} {...form.register('start')} />
          <FieldError message={errors.start?.message} />
        </div>
        <div>
          <label htmlFor={id('end')} className={labelClass}>
            Fin
          </label>
          <input id={id('end')} type="time" className={inputClass} {...form.register('end')} />
          <FieldError message={errors.end?.message} />
        </div>
      </div>
      <div>
        <label htmlFor={id('title')} className={labelClass}>
          Título
        </label>
        <input id={id('title')} className={inputClass} {...form.register('title')} />
        <FieldError message={errors.title?.message} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={id('host')} className={labelClass}>
            Presentador
          </label>
          <input id={id('host')} className={inputClass} {...form.register('host')} />
          <FieldError message={errors.host?.message} />
        </div>
        <div>
          <label htmlFor={id('type')} className={labelClass}>
            Tipo
          </label>
          <select id={id('type')} className={inputClass} {...form.register('type')}>
            <option value="music">Música</option>
            <option value="talk">Programa hablado</option>
          </select>
        </div>
      </div>
      <div className="flex gap-2">
        <button type="submit" disabled={busy} className={primaryButton}>
          {submitLabel}
        </button>
        <button type="button" onClick={onCancel} className={secondaryButton}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
