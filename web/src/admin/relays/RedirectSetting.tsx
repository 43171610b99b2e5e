import { zodResolver } from '../../lib/zod-resolver';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { type RelaySettings, relaySettingsSchema } from '../../../../shared/schemas/broadcast/relays';
import { FieldError } from '../common/FieldError';
import { inputClass, labelClass, primaryButton } from '../common/styles';
import { useRelayMutations } from './useRelayMutations';
import { apiQuery } from '../../lib/api';

function RedirectForm({ saved }: { saved: RelaySettings }) {
  const { settings } = useRelayMutations();
  const form = useForm<RelaySettings>({ resolver: zodResolver(relaySettingsSchema), defaultValues: saved });
  const error = form.formState.errors.redirectAbove?.message;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => settings.mutate(values))}
      className="flex flex-wrap items-end gap-3"
    >
      <div>
        <label htmlFor="relay-redirect-above" className={labelClass}>
          Enviar oyentes a los repetidores por encima de (oyentes locales)
        </label>
        <input
          id="relay-redirect-above"
          type="number"
          min={0}
          placeholder="Nunca"
          className={`${inputClass} max-w-40`}
          aria-invalid={!!error}
          {...form.register('redirectAbove', {
            setValueAs: (v: string) => (v === '' || v === null ? null : Number(v)),
          })}
        />
        <FieldError message={error} />
      </div>
      <button type="submit" disabled={settings.isPending} className={primaryButton}>
        Guardar
      </button>
    </form>
  );
}

/** "Enviar oyentes a los repetidores": the local limit past which new listeners go to a relay with room. */
export function RedirectSetting() {
  const saved = useQuery({ ...apiQuery('relays.settings') });
  if (saved.isPending) return <p role="status">Cargando ajuste...</p>;
  if (saved.isError)
    return (
      <p role="alert" className="text-red-600">
        No se pudo cargar el ajuste.
      </p>
    );
  return <RedirectForm saved={saved.data} />;
}
