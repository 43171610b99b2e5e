import { zodResolver } from '../../lib/zod-resolver';
import { useForm } from 'react-hook-form';
import { AUDIO } from '../../../../shared/station/audio-format';
import { LISTENER_COUNT } from '../../../../shared/station/station-rules';
import { type AdminStreamingStatus, streamingSettingsSchema } from '../../../../shared/schemas/broadcast/streaming';
import { toast } from '../../stores/toasts';
import { FieldError } from '../common/FieldError';
import { inputClass, labelClass, primaryButton } from '../common/styles';
import { useStreamingSettings } from '../streaming/useStreamingSettings';

/** Crossfade between songs, the loudness every song is levelled to, and when the public sees the listener count. */
export function SettingsForm({ status }: { status: AdminStreamingStatus }) {
  const { saveSettings } = useStreamingSettings();
  const form = useForm({
    resolver: zodResolver(streamingSettingsSchema),
    defaultValues: {
      crossfadeSeconds: status.crossfadeSeconds,
      loudnessTargetLufs: status.loudnessTargetLufs,
      listenerCountMinimum: status.listenerCountMinimum,
    },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(({ crossfadeSeconds, loudnessTargetLufs, listenerCountMinimum }) =>
    saveSettings.mutate(
      { crossfadeSeconds, loudnessTargetLufs, listenerCountMinimum },
      {
        onSuccess: () =>
          toast({ title: 'Configuración guardada', description: 'Se aplica a partir de la próxima canción.' }),
      },
    ),
  );
  return (
    <form noValidate onSubmit={submit} className="max-w-md space-y-4">
      <div>
        <label htmlFor="crossfade" className={labelClass}>
          Fundido entre canciones (segundos)
        </label>
        <input
          id="crossfade"
          type="number"
          min={0}
          max={AUDIO.maxCrossfadeSeconds}
          step={0.5}
          className={inputClass}
          {...form.register('crossfadeSeconds', { valueAsNumber: true })}
        />
        <p className="mt-1 text-xs text-gray-500">0 para cortar sin fundido; máximo {AUDIO.maxCrossfadeSeconds} s.</p>
        <FieldError message={errors.crossfadeSeconds?.message} />
      </div>
      <div>
        <label htmlFor="loudness" className={labelClass}>
          Objetivo de sonoridad (LUFS)
        </label>
        <input
          id="loudness"
          type="number"
          min={-30}
          max={-8}
          step={0.5}
          className={inputClass}
          {...form.register('loudnessTargetLufs', { valueAsNumber: true })}
        />
        <p className="mt-1 text-xs text-gray-500">
          Todas las canciones se nivelan a este volumen percibido. Habitual: {AUDIO.defaultLoudnessTargetLufs} LUFS.
        </p>
        <FieldError message={errors.loudnessTargetLufs?.message} />
      </div>
      <div>
        <label htmlFor="listener-minimum" className={labelClass}>
          Mostrar el número de oyentes a partir de
        </label>
        <input
          id="listener-minimum"
          type="number"
          min={0}
          max={LISTENER_COUNT.maxMinimum}
          step={1}
          className={inputClass}
          {...form.register('listenerCountMinimum', { valueAsNumber: true })}
        />
        <p className="mt-1 text-xs text-gray-500">
          Por debajo, la web pública no muestra el contador. 0 (por defecto) lo muestra siempre; súbelo solo si la
          emisora prefiere no enseñar una audiencia pequeña.
        </p>
        <FieldError message={errors.listenerCountMinimum?.message} />
      </div>
      <button type="submit" disabled={saveSettings.isPending} className={primaryButton}>
        {saveSettings.isPending ? 'Guardando...' : 'Guardar configuración'}
      </button>
    </form>
  );
}
