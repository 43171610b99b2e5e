import { zodResolver } from '../../lib/zod-resolver';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  LOGGER_BITRATES,
  type LoggerSettings,
  loggerSettingsSchema,
} from '../../../../shared/schemas/archive/recordings';
import { FieldError } from '../common/FieldError';
import { inputClass, labelClass, primaryButton } from '../common/styles';
import { useSaveLoggerSettings } from './useRecordings';
import { retentionBytes } from '../../../../shared/station/logger-disk';
import type { RecordingStorage } from '../../../../shared/schemas/archive/recordings';
import { formatBytes } from './recording-format';

const GIB = 1024 ** 3;
/** What each quality sounds like, and one day of it (CBR: 86.4 MB a day per 8 kbps). */
const QUALITY_LABEL: Record<(typeof LOGGER_BITRATES)[number], string> = {
  8: '8 kbps · mono 8 kHz, voz (86 MB al día)',
  16: '16 kbps · mono 16 kHz (173 MB al día)',
  32: '32 kbps · mono 22 kHz (346 MB al día)',
  64: '64 kbps · mono 44,1 kHz (691 MB al día)',
  128: '128 kbps · estéreo 44,1 kHz, como en antena (1,4 GB al día)',
};
const formSchema = z.object({
  loggerRetentionDays: loggerSettingsSchema.shape.loggerRetentionDays,
  loggerBitrateKbps: loggerSettingsSchema.shape.loggerBitrateKbps,
  budgetGiB: z
    .number({ error: 'El espacio máximo debe ser un número.' })
    .min(0.1, 'El espacio máximo debe ser de al menos 0,1 GB.')
    .max(100_000, 'El espacio máximo es demasiado grande.'),
});

/** How long the logger keeps its hours (0 turns it off), how much disk it may use and at what quality. */
export function LoggerSettingsForm({ settings, storage }: { settings: LoggerSettings; storage?: RecordingStorage }) {
  const save = useSaveLoggerSettings();
  const form = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: {
      loggerRetentionDays: settings.loggerRetentionDays,
      loggerBitrateKbps: settings.loggerBitrateKbps,
      budgetGiB: Math.round((settings.loggerBudgetBytes / GIB) * 10) / 10,
    },
  });
  const errors = form.formState.errors;
  // What the values on screen need, before saving: the logger grows to this unless the budget stops it first.
  const [days, kbps, budgetGiB] = form.watch(['loggerRetentionDays', 'loggerBitrateKbps', 'budgetGiB']);
  const needed = Number.isFinite(days) && days > 0 ? retentionBytes(days, kbps) : 0;
  const budgetShort = needed > budgetGiB * GIB;
  const diskShort = storage?.freeBytes != null && needed - storage.loggerBytes > storage.freeBytes;
  const submit = form.handleSubmit(({ loggerRetentionDays, loggerBitrateKbps, budgetGiB }) =>
    save.mutate({ loggerRetentionDays, loggerBitrateKbps, loggerBudgetBytes: Math.round(budgetGiB * GIB) }),
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
        <p className="mt-1 text-xs text-gray-500">0 desactiva el registro de emisión. Hasta 400 días.</p>
        <FieldError message={errors.loggerRetentionDays?.message} />
        {needed > 0 && (
          <div role="status" className="mt-2 text-sm">
            <p>
              {days} días a {kbps} kbps necesitan {formatBytes(needed)}
              {storage?.freeBytes != null && ` (libres en el disco: ${formatBytes(storage.freeBytes)})`}.
            </p>
            {budgetShort && (
              <p className="text-amber-800">
                El espacio máximo es menor: se borrarán horas antes de cumplir esos días.
              </p>
            )}
            {diskShort && <p className="text-red-700">El disco no tiene espacio para conservar esos días.</p>}
          </div>
        )}
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
      <div>
        <label htmlFor="logger-quality" className={labelClass}>
          Calidad del registro
        </label>
        <select
          id="logger-quality"
          className={inputClass}
          {...form.register('loggerBitrateKbps', { setValueAs: (value) => Number(value) })}
        >
          {LOGGER_BITRATES.map((kbps) => (
            <option key={kbps} value={kbps}>
              {QUALITY_LABEL[kbps]}
            </option>
          ))}
        </select>
        <p className="mt-1 text-xs text-gray-500">
          Se aplica desde el siguiente archivo horario. Las grabaciones de directos conservan siempre la calidad de
          antena.
        </p>
        <FieldError message={errors.loggerBitrateKbps?.message} />
      </div>
      <button type="submit" className={primaryButton} disabled={save.isPending}>
        Guardar
      </button>
    </form>
  );
}
