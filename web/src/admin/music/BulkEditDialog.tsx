import { zodResolver } from '../../lib/zod-resolver';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FieldError } from '../common/FieldError';
import { FormActions } from '../common/FormActions';
import { inputClass, secondaryButton } from '../common/styles';
import { TRACK_KIND_HINT, TrackKindOptions } from './track-kinds';
import { type BulkChanges, bulkChanges, bulkEditSchema } from './bulk-changes';
import { trackCount } from '../common/counts';
import type { TrackKind } from '../../../../shared/schemas/library/tracks';
import { TRACK_RIGHTS, TRACK_RIGHTS_LABEL } from '../../../../shared/schemas/library/track-rights';

/** "Editar selección": the same artist, album, genre or kind for every selected track, in one request. */
export function BulkEditDialog({
  count,
  listKind,
  busy,
  onSave,
}: {
  count: number;
  /** The list's kind filter: what the selected tracks are called ("6 cuñas"; "6 pistas" with no filter). */
  listKind: TrackKind | '';
  busy: boolean;
  onSave(changes: BulkChanges, close: () => void): void;
}) {
  const [open, setOpen] = useState(false);
  const form = useForm({
    resolver: zodResolver(bulkEditSchema),
    defaultValues: {
      artist: '',
      album: '',
      genre: '',
      clearAlbum: false,
      clearGenre: false,
      kind: '' as const,
      requestable: '' as const,
      publisher: '',
      label: '',
      rights: '' as const,
    },
  });
  const errors = form.formState.errors;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset();
      }}
    >
      <Dialog.Trigger className={secondaryButton}>Editar selección</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[90vw] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="mb-1 text-lg font-semibold">Editar {trackCount(count, listKind)}</Dialog.Title>
          <Dialog.Description className="mb-4 text-sm text-gray-600">
            Los campos que dejes vacíos no cambian.
          </Dialog.Description>
          <form
            noValidate
            className="space-y-3"
            onSubmit={form.handleSubmit((values) => onSave(bulkChanges(values), () => setOpen(false)))}
          >
            <label className="block text-sm font-medium">
              Artista
              <input className={inputClass} {...form.register('artist')} />
            </label>
            <FieldError message={errors.artist?.message} />
            <label className="block text-sm font-medium">
              Álbum
              <input className={inputClass} {...form.register('album')} />
            </label>
            <FieldError message={errors.album?.message} />
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" {...form.register('clearAlbum')} /> Vaciar el álbum
            </label>
            <label className="block text-sm font-medium">
              Género
              <input className={inputClass} {...form.register('genre')} />
            </label>
            <FieldError message={errors.genre?.message} />
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" {...form.register('clearGenre')} /> Vaciar el género
            </label>
            <label className="block text-sm font-medium">
              Tipo
              <select className={inputClass} {...form.register('kind')}>
                <option value="">Sin cambios</option>
                <TrackKindOptions />
              </select>
            </label>
            <p className="text-xs text-gray-500">{TRACK_KIND_HINT}</p>
            <label className="block text-sm font-medium">
              Peticiones de oyentes
              <select className={inputClass} {...form.register('requestable')}>
                <option value="">Sin cambios</option>
                <option value="yes">Se pueden pedir (solo canciones)</option>
                <option value="no">No se pueden pedir</option>
              </select>
            </label>
            <label className="block text-sm font-medium">
              Editorial
              <input className={inputClass} {...form.register('publisher')} />
            </label>
            <FieldError message={errors.publisher?.message} />
            <label className="block text-sm font-medium">
              Sello
              <input className={inputClass} {...form.register('label')} />
            </label>
            <FieldError message={errors.label?.message} />
            <label className="block text-sm font-medium">
              Derechos
              <select className={inputClass} {...form.register('rights')}>
                <option value="">Sin cambios</option>
                {TRACK_RIGHTS.map((rights) => (
                  <option key={rights} value={rights}>
                    {TRACK_RIGHTS_LABEL[rights]}
                  </option>
                ))}
              </select>
            </label>
            <FormActions submitLabel="Guardar" busy={busy} onCancel={() => setOpen(false)} />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
