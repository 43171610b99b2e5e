import { useMutation } from '@tanstack/react-query';
import { type Control, type FieldErrors, type UseFormRegister, useWatch } from 'react-hook-form';
import { api, errorMessage } from '../../lib/api';
import { FieldError } from '../common/FieldError';
import { inputClass, labelClass, secondaryButton } from '../common/styles';
import type { ShowFormValues } from './ShowFields';

interface Props {
  control: Control<ShowFormValues>;
  register: UseFormRegister<ShowFormValues>;
  errors: FieldErrors<ShowFormValues>;
  /** A saved show: the preview also says what its next occurrence airs. */
  showId?: number;
}

const dateTime = (iso: string) => new Date(iso).toLocaleString('es-ES', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A syndicated show's feed and how its episodes air, with a preview: the feed read now by the station (under the same
 * address rules as its polls), its last episodes and which one the next occurrence would air.
 */
export function SyndicationFields({ control, register, errors, showId }: Props) {
  const [feedUrl, episode] = useWatch({ control, name: ['feedUrl', 'episode'] });
  const preview = useMutation({
    mutationFn: () => api('shows.feedPreview', { body: { feedUrl: feedUrl ?? '', episode, showId } }),
  });
  return (
    <fieldset className="space-y-3 rounded border border-gray-200 p-3" data-testid="syndication-fields">
      <legend className="px-1 text-sm font-medium">Programa sindicado</legend>
      <div>
        <label htmlFor="show-feed" className={labelClass}>
          Feed (RSS o Atom)
        </label>
        <div className="flex gap-2">
          <input id="show-feed" type="url" className={inputClass} {...register('feedUrl')} />
          <button
            type="button"
            className={secondaryButton}
            disabled={!feedUrl || preview.isPending}
            onClick={() => preview.mutate()}
          >
            Vista previa
          </button>
        </div>
        <FieldError message={errors.feedUrl?.message} />
      </div>
      <div>
        <label htmlFor="show-episode" className={labelClass}>
          Episodio que se emite
        </label>
        <select id="show-episode" className={inputClass} {...register('episode')}>
          <option value="newest">El más reciente</option>
          <option value="by-date">El publicado ese día</option>
        </select>
      </div>
      {preview.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(preview.error, 'No se pudo leer el feed.')}
        </p>
      )}
      {preview.data && (
        <div className="text-sm" data-testid="feed-preview">
          <p className="font-medium">
            {preview.data.title || 'Feed sin título'}
            {preview.data.link && (
              <a className="ml-2 text-blue-700 underline" href={preview.data.link} target="_blank" rel="noreferrer">
                web
              </a>
            )}
          </p>
          <ul className="mt-1 list-disc pl-5">
            {preview.data.episodes.map((e) => (
              <li key={`${e.publishedAt}-${e.title}`}>
                {e.title} <span className="text-gray-500">· {dateTime(e.publishedAt)}</span>
              </li>
            ))}
          </ul>
          {preview.data.episodes.length === 0 && <p>El feed no tiene episodios con audio.</p>}
          <p className="mt-2" data-testid="feed-next-airing">
            {preview.data.nextAiring
              ? `Próxima emisión (${dateTime(preview.data.nextAiring.start)}): ${
                  preview.data.nextAiring.title ?? 'ningún episodio del feed encaja; suena la lista del programa'
                }`
              : 'Guarda el programa con sus horarios para ver qué se emitirá en la próxima emisión.'}
          </p>
        </div>
      )}
    </fieldset>
  );
}
