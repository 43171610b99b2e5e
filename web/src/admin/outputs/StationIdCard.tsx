import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  type HourlyIdSettings,
  hourlyIdSettingsSchema,
  type StationIdView,
} from '../../../../shared/schemas/station-id/station-id';
import { api, apiKey, apiQuery, errorMessage } from '../../lib/api';
import { zodResolver } from '../../lib/zod-resolver';
import { toast } from '../../stores/toasts';
import { FieldError } from '../common/FieldError';
import { cardClass, inputClass, labelClass, primaryButton } from '../common/styles';

/** "Identificación horaria": the station's ID at the top of every hour, and which jingle says it. */
export function StationIdCard() {
  const view = useQuery(apiQuery('stationId.get'));
  return (
    <section className={`${cardClass} mb-8`} aria-labelledby="station-id-title">
      <h2 id="station-id-title" className="mb-1 text-lg font-semibold">
        Identificación horaria
      </h2>
      <p className="mb-4 text-sm text-gray-600">
        A la hora en punto suena la identificación de la emisora, a su hora como un programa grabado. Durante un directo
        no corta al presentador: se le ofrece en el estudio para lanzarla con la pausa.
      </p>
      {view.data ? <StationIdForm view={view.data} /> : <p className="text-sm text-gray-500">Cargando…</p>}
    </section>
  );
}

function StationIdForm({ view }: { view: StationIdView }) {
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(hourlyIdSettingsSchema), defaultValues: view.settings });
  const save = useMutation({
    mutationFn: (settings: HourlyIdSettings) => api('stationId.update', { body: settings }),
    onSuccess: (answer) => {
      queryClient.setQueryData(apiKey('stationId.get'), answer);
      toast({ title: 'Identificación horaria guardada' });
    },
    onError: (error: Error) =>
      toast({
        title: 'No se pudo guardar la identificación horaria',
        description: errorMessage(error, error.message),
        variant: 'destructive',
      }),
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="space-y-4">
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('enabled')} /> Emitir la identificación a cada hora en punto
      </label>
      <div>
        <label htmlFor="station-id-track" className={labelClass}>
          Cortinilla
        </label>
        <select
          id="station-id-track"
          className={inputClass}
          {...form.register('trackId', {
            setValueAs: (value: string | number | null) => (value ? Number(value) : null),
          })}
        >
          <option value="">La incluida con Emisora</option>
          {view.jingles.map((jingle) => (
            <option key={jingle.id} value={jingle.id}>
              {jingle.title} · {jingle.artist}
            </option>
          ))}
        </select>
        <FieldError message={form.formState.errors.trackId?.message} />
      </div>
      <button type="submit" className={primaryButton} disabled={save.isPending}>
        Guardar identificación
      </button>
    </form>
  );
}
