import { useForm } from 'react-hook-form';
import { offAirFormSchema, offAirFromForm } from '../../../../shared/schemas/broadcast/air-chain-forms';
import type { OffAirView } from '../../../../shared/schemas/off-air/off-air';
import { zodResolver } from '../../lib/zod-resolver';
import { FieldError } from '../common/FieldError';
import { cardClass, inputClass, labelClass, primaryButton } from '../common/styles';
import { useOffAir, useSaveOffAir } from './air-chain-api';
import { OFF_AIR_STATE_TEXT, offAirMeasure } from './offair-labels';

const NUMBERS = [
  { id: 'silenceDbfs', label: 'Silencio por debajo de (dBFS)', step: 1 },
  { id: 'mismatchBelow', label: 'Señal ajena por debajo de (correlación)', step: 0.05 },
  { id: 'degradedBelow', label: 'Señal degradada por debajo de (correlación)', step: 0.05 },
  { id: 'checkSeconds', label: 'Comprobar cada (s)', step: 1 },
] as const;

/** "Monitor de antena": what the transmitter really radiates, compared with what the station sends. */
export function OffAirCard() {
  const view = useOffAir();
  return (
    <section className={`${cardClass} mb-8`} aria-labelledby="offair-title">
      <h2 id="offair-title" className="mb-1 text-lg font-semibold">
        Monitor de antena
      </h2>
      <p className="mb-4 text-sm text-gray-600">
        Un sintonizador en una entrada de línea, o una orden que escriba el audio recibido (PCM s16le, 44,1 kHz,
        estéreo) por su salida estándar. La emisora lo compara con lo que envía y avisa si el transmisor calla o emite
        otra cosa.
      </p>
      {view.data ? <OffAirForm view={view.data} /> : <p className="text-sm text-gray-500">Cargando…</p>}
    </section>
  );
}

function OffAirForm({ view }: { view: OffAirView }) {
  const save = useSaveOffAir();
  const form = useForm({
    resolver: zodResolver(offAirFormSchema),
    defaultValues: { ...view.settings, input: view.settings.input ?? '' },
  });
  const errors = form.formState.errors;
  const { status } = view;
  const measure = offAirMeasure(status);
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => save.mutate(offAirFromForm(values)))}
      className="space-y-4"
    >
      <p className="text-sm" data-testid="offair-state">
        Estado: <strong>{OFF_AIR_STATE_TEXT[status.state]}</strong>
        {measure ? ` · ${measure}` : ''}
        {status.alert ? ` · ${status.alert}` : ''}
      </p>
      <div>
        <label htmlFor="offair-input" className={labelClass}>
          Entrada del monitor
        </label>
        <input id="offair-input" className={inputClass} {...form.register('input')} />
        <p className="mt-1 text-xs text-gray-500">
          Un dispositivo ALSA (hw:1,0) o una orden (rtl_fm … | sox …).{' '}
          {view.startupInput ? `Vacío: la del arranque (${view.startupInput}).` : 'Vacío: sin monitor.'}
        </p>
        <FieldError message={errors.input?.message} />
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {NUMBERS.map(({ id, label, step }) => (
          <div key={id}>
            <label htmlFor={`offair-${id}`} className={labelClass}>
              {label}
            </label>
            <input
              id={`offair-${id}`}
              type="number"
              step={step}
              className={inputClass}
              {...form.register(id, { valueAsNumber: true })}
            />
            <FieldError message={errors[id]?.message} />
          </div>
        ))}
      </div>
      <button type="submit" className={primaryButton} disabled={save.isPending}>
        Guardar monitor de antena
      </button>
    </form>
  );
}
