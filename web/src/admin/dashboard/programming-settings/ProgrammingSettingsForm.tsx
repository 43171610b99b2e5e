import { zodResolver } from '../../../lib/zod-resolver';
import { useForm } from 'react-hook-form';
import { PROGRAMMING } from '../../../../../shared/station/station-rules';
import type { AdminStreamingStatus } from '../../../../../shared/schemas/broadcast/streaming';
import { toast } from '../../../stores/toasts';
import { FieldError } from '../../common/FieldError';
import { inputClass, labelClass, primaryButton } from '../../common/styles';
import { useStreamingSettings } from '../../streaming/useStreamingSettings';
import { formatMinutes } from './ad-break-minutes';
import { programmingSettingsFormSchema } from './programming-settings-schema';

/** How often a jingle airs, the minutes of each hour with an ad break, and the station time they are read in. */
export function ProgrammingSettingsForm({ status }: { status: AdminStreamingStatus }) {
  const { saveSettings } = useStreamingSettings();
  const form = useForm({
    resolver: zodResolver(programmingSettingsFormSchema),
    defaultValues: { jingleEvery: status.jingleEvery, adBreakMinutes: formatMinutes(status.adBreakMinutes) },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((settings) =>
    saveSettings.mutate(settings, {
      onSuccess: () => toast({ title: 'Programación guardada', description: 'La emisión la aplica desde ahora.' }),
    }),
  );
  return (
    <form noValidate onSubmit={submit} className="max-w-md space-y-4">
      <div>
        <label htmlFor="jingle-every" className={labelClass}>
          Cortinilla cada N canciones (0 = nunca)
        </label>
        <input
          id="jingle-every"
          type="number"
          min={0}
          max={PROGRAMMING.maxJingleEvery}
          step={1}
          className={inputClass}
          {...form.register('jingleEvery', { valueAsNumber: true })}
        />
        <p className="mt-1 text-xs text-gray-500">Las cortinillas salen de las listas de tipo «cortinillas».</p>
        <FieldError message={errors.jingleEvery?.message} />
      </div>
      <div>
        <label htmlFor="ad-break-minutes" className={labelClass}>
          Pausas publicitarias (minutos de cada hora)
        </label>
        <input
          id="ad-break-minutes"
          inputMode="numeric"
          placeholder="0, 30"
          className={inputClass}
          {...form.register('adBreakMinutes')}
        />
        <p className="mt-1 text-xs text-gray-500">
          Minutos del 0 al 59 separados por comas, p. ej. «0, 30». Vacío: sin pausas.
        </p>
        <FieldError message={errors.adBreakMinutes?.message} />
      </div>
      <button type="submit" disabled={saveSettings.isPending} className={primaryButton}>
        {saveSettings.isPending ? 'Guardando...' : 'Guardar programación'}
      </button>
    </form>
  );
}
