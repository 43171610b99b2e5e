import { zodResolver } from '../../lib/zod-resolver';
import { useForm } from 'react-hook-form';
import { type ScheduleProgramInput, scheduleProgramInputSchema } from '../../../../shared/schemas/programming/station';
import type { Track } from '../../../../shared/schemas/library/tracks';
import { FormActions } from '../common/FormActions';
import { FieldError } from '../common/FieldError';
import { inputClass, labelClass } from '../common/styles';
import { EndTimeField } from './EndTimeField';
import { IdSelect } from './IdSelect';
import { ShowTrackField } from './ShowTrackField';
import { useProgrammeSources } from './useProgrammeSources';

interface Props {
  initial: ScheduleProgramInput;
  busy: boolean;
  submitLabel: string;
  onSubmit(values: ScheduleProgramInput): void;
  onCancel(): void;
  idPrefix: string;
  /** The stored recording when editing, shown by name. */
  showTrack?: Track;
}

/** One programme of the schedule: day, times, title, host, type, and what it puts on air. */
export function ProgramForm({ initial, busy, submitLabel, onSubmit, onCancel, idPrefix, showTrack }: Props) {
  const form = useForm({ resolver: zodResolver(scheduleProgramInputSchema), defaultValues: initial });
  const { musicPlaylists } = useProgrammeSources();
  const errors = form.formState.errors;
  const isLive = form.watch('type') === 'live';
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor={id('date')} className={labelClass}>
            Fecha
          </label>
          <input id={id('date')} type="date" className={inputClass} {...form.register('date')} />
          <FieldError message={errors.date?.message} />
        </div>
        <div>
          <label htmlFor={id('start')} className={labelClass}>
            Inicio
          </label>
          <input id={id('start')} type="time" className={inputClass} {...form.register('start')} />
          <FieldError message={errors.start?.message} />
        </div>
        <EndTimeField control={form.control} id={id} error={errors.end?.message} />
      </div>
      <div>
        <label htmlFor={id('title')} className={labelClass}>
          Título
        </label>
        <input id={id('title')} className={inputClass} {...form.register('title')} />
        <FieldError message={errors.title?.message} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={id('host')} className={labelClass}>
            Presentador
          </label>
          <input id={id('host')} className={inputClass} {...form.register('host')} />
          <FieldError message={errors.host?.message} />
        </div>
        <div>
          <label htmlFor={id('type')} className={labelClass}>
            Tipo
          </label>
          <select
            id={id('type')}
            className={inputClass}
            {...form.register('type', {
              // A live programme comes from OBS: a recording would contradict it, and the server refuses the pair.
              onChange: (event: { target: { value: string } }) =>
                event.target.value === 'live' && form.setValue('showTrackId', null),
            })}
          >
            <option value="music">Música</option>
            <option value="talk">Programa hablado</option>
            <option value="live">En directo (OBS)</option>
          </select>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <IdSelect
          control={form.control}
          name="playlistId"
          id={id('playlist')}
          label="Lista de música"
          noneLabel="Rotación por defecto"
          options={musicPlaylists.map((playlist) => ({ id: playlist.id, label: playlist.name }))}
          error={errors.playlistId?.message}
        />
        <ShowTrackField
          control={form.control}
          id={id('show')}
          initialTrack={showTrack}
          disabled={isLive}
          error={errors.showTrackId?.message}
        />
      </div>
      <p className="text-xs text-gray-500">
        Un programa grabado empieza a su hora en punto y funde lo que esté sonando; uno en directo espera a OBS y,
        mientras tanto, su lista mantiene la emisión.
      </p>
      <FormActions busy={busy} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
