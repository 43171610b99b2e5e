import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import {
  REQUEST_OFF_SLOT_TYPES,
  type RequestSettings,
  requestSettingsSchema,
} from '../../../../shared/schemas/requests/requests';
import { api, apiKey, apiQuery, errorMessage } from '../../lib/api';
import { zodResolver } from '../../lib/zod-resolver';
import { toast } from '../../stores/toasts';
import { FieldError } from '../common/FieldError';
import { cardClass, inputClass, labelClass, primaryButton } from '../common/styles';

const SLOT_LABELS: Record<(typeof REQUEST_OFF_SLOT_TYPES)[number], string> = {
  live: 'En directo',
  talk: 'Programa grabado',
  relay: 'Conexión',
  repeat: 'Redifusión',
};

type NumberField = 'perListenerMinutes' | 'notAiredMinutes' | 'maxPending';
const NUMBERS: ReadonlyArray<[NumberField, string]> = [
  ['perListenerMinutes', 'Minutos entre peticiones de un mismo oyente'],
  ['notAiredMinutes', 'Minutos sin repetir una canción que ya ha sonado'],
  ['maxPending', 'Peticiones pendientes a la vez, como mucho'],
];

/** "Peticiones de oyentes": the rules each listener's request is held to. */
export function RequestSettingsSection() {
  const settings = useQuery(apiQuery('requests.settings'));
  return (
    <section className={cardClass} aria-labelledby="request-settings-title">
      <h2 id="request-settings-title" className="mb-1 text-lg font-semibold">
        Peticiones de oyentes
      </h2>
      <p className="mb-4 text-sm text-gray-600">
        Los oyentes piden canciones desde Mi Música y En Vivo. Las dedicatorias se moderan en el estudio.
      </p>
      {settings.data ? <RequestSettingsForm settings={settings.data} /> : <p className="text-sm">Cargando…</p>}
    </section>
  );
}

function RequestSettingsForm({ settings }: { settings: RequestSettings }) {
  const client = useQueryClient();
  const shows = useQuery(apiQuery('shows.list'));
  const form = useForm({ resolver: zodResolver(requestSettingsSchema), defaultValues: settings });
  const offShowIds = useWatch({ control: form.control, name: 'offShowIds' });
  const save = useMutation({
    mutationFn: (body: RequestSettings) => api('requests.updateSettings', { body }),
    onSuccess: (saved) => {
      client.setQueryData(apiKey('requests.settings'), saved);
      toast({ title: 'Reglas de peticiones guardadas', description: 'Se aplican a la próxima petición.' });
    },
    onError: (error) =>
      toast({
        title: 'No se pudieron guardar las reglas',
        description: errorMessage(error, 'Error al conectar con el servidor.'),
        variant: 'destructive',
      }),
  });
  const toggleShow = (id: number, off: boolean) =>
    form.setValue('offShowIds', off ? [...offShowIds, id] : offShowIds.filter((s) => s !== id), { shouldDirty: true });
  const errors = form.formState.errors;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="space-y-4">
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('enabled')} /> Aceptar peticiones de canciones
      </label>
      <div className="grid gap-4 sm:grid-cols-3">
        {NUMBERS.map(([id, label]) => (
          <div key={id}>
            <label htmlFor={`requests-${id}`} className={labelClass}>
              {label}
            </label>
            <input
              id={`requests-${id}`}
              type="number"
              className={inputClass}
              {...form.register(id, { valueAsNumber: true })}
            />
            <FieldError message={errors[id]?.message} />
          </div>
        ))}
      </div>
      <fieldset>
        <legend className={labelClass}>Sin peticiones durante franjas de tipo</legend>
        <div className="flex flex-wrap gap-4">
          {REQUEST_OFF_SLOT_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm">
              <input type="checkbox" value={type} {...form.register('offSlotTypes')} /> {SLOT_LABELS[type]}
            </label>
          ))}
        </div>
      </fieldset>
      {shows.data && shows.data.length > 0 && (
        <fieldset>
          <legend className={labelClass}>Programas sin peticiones</legend>
          <div className="grid gap-1 sm:grid-cols-2">
            {shows.data.map((show) => (
              <label key={show.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={offShowIds.includes(show.id)}
                  onChange={(e) => toggleShow(show.id, e.target.checked)}
                />
                {show.name}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <button type="submit" className={primaryButton} disabled={save.isPending}>
        Guardar reglas de peticiones
      </button>
    </form>
  );
}
