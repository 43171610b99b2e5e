import { zodResolver } from '../../lib/zod-resolver';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { type Track, trackKindSchema } from '../../../../shared/schemas/library/tracks';
import { FormActions } from '../common/FormActions';
import { FieldError } from '../common/FieldError';
import { inputClass } from '../common/styles';
import { TrackKindOptions } from './track-kinds';
import { RightsFields, rightsDefaults, rightsFormShape } from './rights-fields';

const editSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Por favor, introduce un título para la canción.')
    .max(200, 'El título no puede superar 200 caracteres.'),
  artist: z.string().trim().max(200, 'El artista no puede superar 200 caracteres.'),
  album: z.string().trim().max(200, 'El álbum no puede superar 200 caracteres.'),
  kind: trackKindSchema,
  requestable: z.boolean(),
  ...rightsFormShape,
});
/** What is saved: listeners may ask only for songs, so `requestable` goes with the kind music only. */
type EditValues = Omit<z.output<typeof editSchema>, 'requestable'> & { requestable?: boolean };

/** Inline edit of a track's title, artist, album, kind, whether listeners may request it and rights metadata. */
export function TrackEditForm({
  track,
  busy,
  onSave,
  onCancel,
}: {
  track: Track;
  busy: boolean;
  onSave(values: EditValues): void;
  onCancel(): void;
}) {
  const form = useForm({
    resolver: zodResolver(editSchema),
    defaultValues: {
      title: track.title,
      artist: track.artist,
      album: track.album ?? '',
      kind: track.kind ?? 'music',
      requestable: track.requestable ?? true,
      ...rightsDefaults(track),
    },
  });
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ requestable, ...values }) =>
        onSave(values.kind === 'music' ? { ...values, requestable } : values),
      )}
      className="grid gap-2 sm:grid-cols-[1fr_1fr_1fr_auto_auto]"
      aria-label={`Editar ${track.title}`}
    >
      <div>
        <input aria-label="Título" className={inputClass} {...form.register('title')} />
        <FieldError message={errors.title?.message} />
      </div>
      <div>
        <input aria-label="Artista" className={inputClass} {...form.register('artist')} />
        <FieldError message={errors.artist?.message} />
      </div>
      <div>
        <input aria-label="Álbum" className={inputClass} {...form.register('album')} />
        <FieldError message={errors.album?.message} />
      </div>
      <div>
        <select aria-label="Tipo" className={inputClass} {...form.register('kind')}>
          <TrackKindOptions />
        </select>
      </div>
      <FormActions busy={busy} submitLabel="Guardar" onCancel={onCancel} />
      <label className="flex items-center gap-2 text-sm sm:col-span-5">
        <input type="checkbox" {...form.register('requestable')} /> Los oyentes pueden pedirla (solo canciones)
      </label>
      <RightsFields register={form.register} errors={errors} />
    </form>
  );
}
