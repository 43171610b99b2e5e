import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { AUDIO } from '../../../../shared/constants';
import { type AdminStreamingStatus, streamingSettingsSchema } from '../../../../shared/schemas/streaming';
import { toast } from '../../stores/toasts';
import { FieldError } from '../common/FieldError';
import { inputClass, labelClass, primaryButton } from '../common/styles';
import { useStreamingSettings } from '../streaming/useStreamingSettings';

/** Crossfade between songs and the loudness every song is levelled to. */
export function SettingsForm({ status }: { status: AdminStreamingStatus }) {
  const { saveSettings } = useStreamingSettings();
  const form = useForm({
    resolver: zodResolver(streamingSettingsSchema),
    defaultValues: { crossfadeSeconds: status.crossfadeSeconds, loudnessTargetLufs: status.loudnessTargetLufs },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(({ crossfadeSeconds, loudnessTargetLufs }) =>
    saveSettings.mutate(
      { crossfadeSeconds, loudnessTargetLufs },
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
      <button type="submit" disabled={saveSettings.isPending} className={primaryButton}>
        {saveSettings.isPending ? 'Guardando...' : 'Guardar configuración'}
      </button>
    </form>
  );
}
