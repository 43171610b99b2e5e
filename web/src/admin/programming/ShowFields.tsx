import { useQuery } from '@tanstack/react-query';
import {
  type Control,
  Controller,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
  useWatch,
} from 'react-hook-form';
import type { z } from 'zod';
import type { showInputSchema } from '../../../../shared/schemas/programming/shows';
import { apiQuery } from '../../lib/api';
import { FieldError } from '../common/FieldError';
import { inputClass, labelClass } from '../common/styles';
import { useProgrammeSources } from '../schedule/useProgrammeSources';
import { SyndicationFields } from './SyndicationFields';

export type ShowFormValues = z.input<typeof showInputSchema>;
type IdField = 'playlistId' | 'clockId' | 'repeatOfShowId' | 'podcastId' | 'imageId';

const KIND_LABELS = {
  music: 'Música (su lista o su reloj)',
  live: 'En directo (sus presentadores)',
  recorded: 'Grabado (un archivo por emisión)',
  relay: 'Conexión (stream remoto)',
  repeat: 'Redifusión (de otro programa)',
  syndicated: 'Sindicado (episodios de un feed)',
} as const;

interface Props {
  control: Control<ShowFormValues>;
  register: UseFormRegister<ShowFormValues>;
  setValue: UseFormSetValue<ShowFormValues>;
  errors: FieldErrors<ShowFormValues>;
  /** The show being edited: a repeat cannot repeat itself. */
  showId?: number;
}

function IdSelect(props: {
  control: Control<ShowFormValues>;
  name: IdField;
  label: string;
  options: ReadonlyArray<{ id: number; label: string }>;
  error?: string;
}) {
  const id = `show-${props.name}`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {props.label}
      </label>
      <Controller
        control={props.control}
        name={props.name}
        render={({ field }) => (
          <select
            id={id}
            className={inputClass}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
          >
            <option value="">Ninguno</option>
            {props.options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      />
      <FieldError message={props.error} />
    </div>
  );
}

/** A show's own fields: name, kind, description, colour, image, what airs it and who presents it. */
export function ShowFields({ control, register, setValue, errors, showId }: Props) {
  const kind = useWatch({ control, name: 'kind' });
  const { musicPlaylists } = useProgrammeSources();
  const shows = useQuery(apiQuery('shows.list'));
  const podcasts = useQuery(apiQuery('podcasts.list'));
  const images = useQuery(apiQuery('gallery.images'));
  const clocks = useQuery(apiQuery('clocks.list'));
  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <div>
          <label htmlFor="show-name" className={labelClass}>
            Nombre
          </label>
          <input id="show-name" className={inputClass} {...register('name')} />
          <FieldError message={errors.name?.message} />
        </div>
        <div>
          <label htmlFor="show-colour" className={labelClass}>
            Color
          </label>
          <input id="show-colour" type="color" className="h-10 w-16" {...register('colour')} />
        </div>
      </div>
      <div>
        <label htmlFor="show-kind" className={labelClass}>
          Tipo
        </label>
        <select id="show-kind" className={inputClass} {...register('kind')}>
          {Object.entries(KIND_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <FieldError message={errors.kind?.message} />
        <KindWarning control={control} />
      </div>
      {kind === 'relay' && (
        <div>
          <label htmlFor="show-relay" className={labelClass}>
            Dirección del stream remoto
          </label>
          <input id="show-relay" type="url" className={inputClass} {...register('relayUrl')} />
          <FieldError message={errors.relayUrl?.message} />
        </div>
      )}
      {kind === 'syndicated' && (
        <SyndicationFields control={control} register={register} errors={errors} showId={showId} />
      )}
      {kind === 'repeat' && (
        <IdSelect
          control={control}
          name="repeatOfShowId"
          label="Programa que repite"
          options={(shows.data ?? []).filter((s) => s.id !== showId).map((s) => ({ id: s.id, label: s.name }))}
          error={errors.repeatOfShowId?.message}
        />
      )}
      <div>
        <label htmlFor="show-description" className={labelClass}>
          Descripción
        </label>
        <textarea id="show-description" rows={3} className={inputClass} {...register('description')} />
        <FieldError message={errors.description?.message} />
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <IdSelect
          control={control}
          name="playlistId"
          label="Lista de música"
          options={musicPlaylists.map((p) => ({ id: p.id, label: p.name }))}
          error={errors.playlistId?.message}
        />
        {kind === 'music' && (
          <IdSelect
            control={control}
            name="clockId"
            label="Reloj (en vez de lista)"
            options={(clocks.data ?? []).map((c) => ({ id: c.id, label: c.name }))}
            error={errors.clockId?.message}
          />
        )}
        <IdSelect
          control={control}
          name="podcastId"
          label="Podcast"
          options={(podcasts.data ?? []).map((p) => ({ id: p.id, label: p.title }))}
          error={errors.podcastId?.message}
        />
        <IdSelect
          control={control}
          name="imageId"
          label="Imagen (de la galería)"
          options={(images.data ?? []).map((i) => ({ id: i.id, label: i.title }))}
          error={errors.imageId?.message}
        />
      </div>
      <PresenterChecks control={control} setValue={setValue} />
    </div>
  );
}

/**
 * Who presents the show, by the names listeners read. Ticking the first presenter of a show still on the default
 * kind, «Música» with no list, makes it a live show: a music show with no list is the rotation, not their slot.
 */
function PresenterChecks({
  control,
  setValue,
}: {
  control: Control<ShowFormValues>;
  setValue: UseFormSetValue<ShowFormValues>;
}) {
  const users = useQuery(apiQuery('users.list'));
  const [kind, playlistId, clockId] = useWatch({ control, name: ['kind', 'playlistId', 'clockId'] });
  return (
    <fieldset>
      <legend className={labelClass}>Presentadores</legend>
      <Controller
        control={control}
        name="presenterIds"
        render={({ field }) => {
          const ids: number[] = field.value ?? [];
          const toggle = (id: number) => {
            const next = ids.includes(id) ? ids.filter((i) => i !== id) : [...ids, id];
            field.onChange(next);
            if (ids.length === 0 && next.length > 0 && kind === 'music' && playlistId == null && clockId == null)
              setValue('kind', 'live', { shouldDirty: true });
          };
          return (
            <div className="flex flex-wrap gap-3">
              {(users.data ?? []).map((user) => (
                <label key={user.id} className="inline-flex items-center gap-1 text-sm">
                  <input type="checkbox" checked={ids.includes(user.id)} onChange={() => toggle(user.id)} />
                  {user.displayName}
                </label>
              ))}
            </div>
          );
        }}
      />
    </fieldset>
  );
}

/** A music show with presenters and no list is not what they think: said where the kind is chosen. */
function KindWarning({ control }: { control: Control<ShowFormValues> }) {
  const [kind, playlistId, clockId, presenterIds] = useWatch({
    control,
    name: ['kind', 'playlistId', 'clockId', 'presenterIds'],
  });
  if (kind !== 'music' || playlistId != null || clockId != null || (presenterIds ?? []).length === 0) return null;
  return (
    <p className="mt-1 text-sm text-amber-800" data-testid="show-kind-warning">
      Sin lista, un programa de música suena con la rotación y no es un directo: elige una lista o el tipo «En directo».
    </p>
  );
}
