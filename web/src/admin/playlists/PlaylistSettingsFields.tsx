import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import type { PlaylistInput } from '../../../../shared/schemas/programming/playlists';
import { FieldError } from '../common/FieldError';
import { inputClass, labelClass } from '../common/styles';
import type { PlaylistFormValues } from './playlist-form';

interface Props {
  form: UseFormReturn<PlaylistFormValues, unknown, PlaylistInput>;
  idPrefix: string;
}

/** Name, kind, order and default flag: the same fields when creating a list and in its editor. */
export function PlaylistSettingsFields({ form, idPrefix }: Props) {
  const errors = form.formState.errors;
  const kind = useWatch({ control: form.control, name: 'kind' });
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={id('name')} className={labelClass}>
            Nombre *
          </label>
          <input
            id={id('name')}
            className={inputClass}
            aria-invalid={!!errors.name}
            maxLength={80}
            {...form.register('name')}
          />
          <FieldError message={errors.name?.message} />
        </div>
        <div>
          <label htmlFor={id('kind')} className={labelClass}>
            Tipo
          </label>
          <select
            id={id('kind')}
            className={inputClass}
            {...form.register('kind', {
              // Only a music list can be the default rotation; clear the flag instead of letting the save fail.
              onChange: (event) =>
                event.target.value === 'jingles' && form.setValue('isDefault', false, { shouldDirty: true }),
            })}
          >
            <option value="music">Música</option>
            <option value="jingles">Cortinillas</option>
          </select>
        </div>
      </div>
      <Controller
        control={form.control}
        name="shuffle"
        render={({ field }) => (
          <fieldset>
            <legend className={labelClass}>Orden de reproducción</legend>
            <div className="flex flex-wrap gap-4 text-sm">
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name={field.name}
                  className="h-4 w-4"
                  checked={field.value === false}
                  onChange={() => field.onChange(false)}
                  onBlur={field.onBlur}
                />
                En orden
              </label>
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name={field.name}
                  className="h-4 w-4"
                  checked={field.value !== false}
                  onChange={() => field.onChange(true)}
                  onBlur={field.onBlur}
                />
                Aleatoria
              </label>
            </div>
          </fieldset>
        )}
      />
      <div>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="h-4 w-4"
            disabled={kind === 'jingles'}
            aria-describedby={id('default-hint')}
            {...form.register('isDefault')}
          />
          Rotación por defecto
        </label>
        <p id={id('default-hint')} className="mt-1 text-xs text-gray-500">
          {kind === 'jingles'
            ? 'Solo una lista de música puede ser la rotación por defecto.'
            : 'Fuera de los programas suena esta lista en lugar de toda la biblioteca. Solo una lista puede serlo.'}
        </p>
        <FieldError message={errors.isDefault?.message} />
      </div>
    </div>
  );
}
