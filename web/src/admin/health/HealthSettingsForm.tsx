import { zodResolver } from '../../lib/zod-resolver';
import { useForm } from 'react-hook-form';
import { type HealthSettingsView, healthSettingsSchema } from '../../../../shared/schemas/admin/health';
import { FieldError } from '../common/FieldError';
import { inputClass, labelClass, primaryButton } from '../common/styles';
import { useSaveHealthSettings } from './health-api';

/** The silence thresholds and the webhook that tells a chat or pager of each alert. */
export function HealthSettingsForm({ settings }: { settings: HealthSettingsView }) {
  const save = useSaveHealthSettings();
  const form = useForm({
    resolver: zodResolver(healthSettingsSchema),
    defaultValues: {
      liveSilenceSec: settings.liveSilenceSec,
      deadAirSec: settings.deadAirSec,
      alertWebhookUrl: settings.alertWebhookUrl,
    },
  });
  const errors = form.formState.errors;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="max-w-lg space-y-4">
      <div>
        <label htmlFor="live-silence" className={labelClass}>
          Silencio del directo antes de pasar a la programación (s)
        </label>
        <input
          id="live-silence"
          type="number"
          min={3}
          max={120}
          className={inputClass}
          {...form.register('liveSilenceSec', { valueAsNumber: true })}
        />
        <p className="mt-1 text-xs text-gray-500">
          Por debajo de −50 dBFS. El directo vuelve solo tras 2 s con sonido; el emisor sigue conectado.
        </p>
        <FieldError message={errors.liveSilenceSec?.message} />
      </div>
      <div>
        <label htmlFor="dead-air" className={labelClass}>
          Silencio de un tema antes de saltarlo (s)
        </label>
        <input
          id="dead-air"
          type="number"
          min={2}
          max={120}
          className={inputClass}
          {...form.register('deadAirSec', { valueAsNumber: true })}
        />
        <p className="mt-1 text-xs text-gray-500">El tema se salta y se marca como «silencioso» en la biblioteca.</p>
        <FieldError message={errors.deadAirSec?.message} />
      </div>
      <div>
        <label htmlFor="webhook-url" className={labelClass}>
          Webhook de avisos (opcional)
        </label>
        <input
          id="webhook-url"
          type="url"
          placeholder="https://…"
          className={inputClass}
          {...form.register('alertWebhookUrl')}
        />
        <p className="mt-1 text-xs text-gray-500">
          Recibe un POST con JSON al empezar y al terminar cada aviso; se reintenta si falla.
        </p>
        <FieldError message={errors.alertWebhookUrl?.message} />
      </div>
      <button type="submit" className={primaryButton} disabled={save.isPending}>
        Guardar
      </button>
    </form>
  );
}
