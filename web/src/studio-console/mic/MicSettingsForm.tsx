import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { type MicView, studioInputSettingsSchema } from '../../../../shared/schemas/mic/studio-input';
import { FieldError } from '../../admin/common/FieldError';
import { inputClass, labelClass, primaryButton } from '../../admin/common/styles';
import { api, apiKey, apiQuery, errorMessage } from '../../lib/api';
import { zodResolver } from '../../lib/zod-resolver';
import { toast } from '../../stores/toasts';

/** "Entrada del estudio": the capture device, how the desk takes the air, and the voice-operated take-over. */
export function MicSettingsForm({ view }: { view: MicView }) {
  const queryClient = useQueryClient();
  const devices = useQuery(apiQuery('mic.devices'));
  const form = useForm({ resolver: zodResolver(studioInputSettingsSchema), defaultValues: view.settings });
  const errors = form.formState.errors;
  const save = useMutation({
    mutationFn: (settings: MicView['settings']) => api('mic.settings', { body: settings }),
    onSuccess: (answer) => {
      queryClient.setQueryData(apiKey('mic.get'), answer);
      toast({ title: 'Entrada del estudio guardada' });
    },
    onError: (error: Error) =>
      toast({
        title: 'No se pudo guardar la entrada del estudio',
        description: errorMessage(error, error.message),
        variant: 'destructive',
      }),
  });
  const number = (id: 'duckDb' | 'vox.thresholdDbfs' | 'vox.holdMs', label: string, message?: string) => (
    <div>
      <label htmlFor={`mic-${id}`} className={labelClass}>
        {label}
      </label>
      <input id={`mic-${id}`} type="number" className={inputClass} {...form.register(id, { valueAsNumber: true })} />
      <FieldError message={message} />
    </div>
  );
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="mt-4 space-y-3">
      <div>
        <label htmlFor="mic-device" className={labelClass}>
          Dispositivo de entrada
        </label>
        <select
          id="mic-device"
          className={inputClass}
          {...form.register('device', { setValueAs: (value: string | null) => value || null })}
        >
          <option value="">{view.startupDevice ? `El del arranque (${view.startupDevice})` : 'Ninguno'}</option>
          {devices.data?.map((device) => (
            <option key={device.name} value={device.name}>
              {device.description ? `${device.name} · ${device.description}` : device.name}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend className={labelClass}>Al pulsar «Micro al aire»</legend>
        <label className="mr-4 text-sm">
          <input type="radio" value="cruce" {...form.register('mode')} /> Cruce: la mesa sustituye a la música
        </label>
        <label className="text-sm">
          <input type="radio" value="atenuar" {...form.register('mode')} /> Atenuar: la música sigue por debajo
        </label>
      </fieldset>
      {number('duckDb', 'Nivel de la música atenuada (dB)', errors.duckDb?.message)}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('vox.enabled')} /> Entrada automática por la voz (VOX)
      </label>
      {number('vox.thresholdDbfs', 'Umbral de la voz (dBFS)', errors.vox?.thresholdDbfs?.message)}
      {number('vox.holdMs', 'Espera antes de devolver el aire (ms)', errors.vox?.holdMs?.message)}
      <button type="submit" className={primaryButton} disabled={save.isPending}>
        Guardar entrada del estudio
      </button>
    </form>
  );
}
