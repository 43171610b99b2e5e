import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { type LoggerSettings, loggerSettingsSchema } from '../../../../shared/schemas/recordings';
import { FieldError } from '../common/FieldError';
import { inputClass, labelClass, primaryButton } from '../common/styles';
import { useSaveLoggerSettings } from './useRecordings';

const GIB = 1024 ** 3;
const formSchema = z.object({
  loggerRetentionDays: loggerSettingsSchema.shape.loggerRetentionDays,
  budgetGiB: z
    .number({ error: 'El espacio máximo debe ser un número.' })
    .min(0.1, 'El espacio máximo debe ser de al menos 0,1 GB.')
    .max(100_000, 'El espacio máximo es demasiado grande.'),
});

/** How long the logger keeps its hours (0 turns it off) and how much disk it may use. */
export function LoggerSettingsForm({ settings }: { settings: LoggerSettings }) {
  const save = useSaveLoggerSettings();
  const form = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: {
      loggerRetentionDays: settings.loggerRetentionDays,
      budgetGiB: Math.round((settings.loggerBudgetBytes / GIB) * 10) / 10,
    },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(({ loggerRetentionDays, budgetGiB }) =>
    save.mutate({ loggerRetentionDays, loggerBudgetBytes: Math.round(budgetGiB * GIB) }),
  );
  return (
    <form noValidate onSubmit={submit} className="max-w-md space-y-4">
      <div>
        <label htmlFor="logger-days" className={labelClass}>
          Días que se conserva el registro
        </label>
        <input
          id="logger-days"
          type="number"
          min={0}
          className={inputClass}
          {...form.register('loggerRetentionDays', { valueAsNumber: true })}
        />
        <p className="mt-1 text-xs text-gray-500">0 desactiva el registro de emisión.</p>
        <FieldError message={errors.loggerRetentionDays?.message} />
      </div>
      <div>
        <label htmlFor="logger-budget" className={labelClass}>
          Espacio máximo en disco (GB)
        </label>
        <input
          id="logger-budget"
          type="number"
          min={0.1}
          step={0.1}
          className={inputClass}
          {...form.register('budgetGiB', { valueAsNumber: true })}
        />
        <p className="mt-1 text-xs text-gray-500">Al llegar al límite se borran primero las horas más antiguas.</p>
        <FieldError message={errors.budgetGiB?.message} />
      </div>
      <button type="submit" className={primaryButton} disabled={save.isPending}>
        Guardar
      </button>
    </form>
  );
}
