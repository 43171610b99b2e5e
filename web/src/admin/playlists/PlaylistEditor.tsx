import { zodResolver } from '../../lib/zod-resolver';
import { Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { type Playlist, playlistInputSchema } from '../../../../shared/schemas/programming/playlists';
import type { Track } from '../../../../shared/schemas/library/tracks';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { FieldError } from '../common/FieldError';
import { cardClass, dangerButton, primaryButton, secondaryButton } from '../common/styles';
import { AddTracksPanel } from './AddTracksPanel';
import { toPlaylistInput } from './playlist-form';
import { playlistSummary } from './playlist-labels';
import { PlaylistSettingsFields } from './PlaylistSettingsFields';
import { PlaylistTrackList } from './PlaylistTrackList';
import { usePlaylistMutations } from './usePlaylistMutations';

interface Props {
  playlist: Playlist;
  /** The songs of the saved lists, by id; songs added in this editor come from the picker. */
  tracksById: ReadonlyMap<number, Track>;
  /** Some songs are still on their way: a missing one is not (yet) a deleted one. */
  tracksLoading: boolean;
  onDirtyChange(dirty: boolean): void;
  onDeleted(): void;
}

/** One playlist's editor: every change stays a draft until "Guardar cambios" sends the whole list (PUT). */
export function PlaylistEditor({ playlist, tracksById: savedTracks, tracksLoading, onDirtyChange, onDeleted }: Props) {
  const { save, remove } = usePlaylistMutations();
  const saved = useMemo(() => toPlaylistInput(playlist), [playlist]);
  const form = useForm({ resolver: zodResolver(playlistInputSchema), defaultValues: saved });
  const { isDirty, errors } = form.formState;
  const [trackIds = [], kind = 'music', shuffle = true] = useWatch({
    control: form.control,
    name: ['trackIds', 'kind', 'shuffle'],
  });
  const inList = useMemo(() => new Set(trackIds), [trackIds]);
  // Songs picked in this session are known from the picker's row until the saved list's ids bring them back.
  const [picked, setPicked] = useState<ReadonlyMap<number, Track>>(new Map());
  const tracksById = useMemo(() => new Map([...picked, ...savedTracks]), [picked, savedTracks]);
  const idPrefix = `playlist-${playlist.id}`;

  // Another change on the server (another list took the default flag, a song left the library) shows
  // at once while there is no draft; a draft is never overwritten under the coordinator's hands.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(saved);
  }, [saved, form]);

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const setTrackIds = (ids: number[]) =>
    form.setValue('trackIds', ids, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  return (
    <section aria-labelledby={`${idPrefix}-heading`} className={`${cardClass} space-y-5`}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`${idPrefix}-heading`} className="text-lg font-semibold">
            {playlist.name}
          </h2>
          <p className="text-sm text-gray-600">{playlistSummary({ kind, shuffle, trackIds }, tracksById)}</p>
        </div>
        <ConfirmDialog
          title="¿Eliminar esta lista?"
          description={`«${playlist.name}» se eliminará. Sus canciones siguen en la biblioteca y los programas que la usaban pasan a la rotación por defecto.${playlist.isDefault ? ' Era la rotación por defecto: fuera de los programas volverá a sonar toda la biblioteca.' : ''}`}
          confirmLabel="Eliminar lista"
          onConfirm={() => remove.mutate(playlist.id, { onSuccess: onDeleted })}
          trigger={
            <button type="button" className={dangerButton} disabled={remove.isPending}>
              <Trash2 aria-hidden className="h-4 w-4" />
              Eliminar lista
            </button>
          }
        />
      </header>
      <form
        noValidate
        aria-labelledby={`${idPrefix}-heading`}
        onSubmit={form.handleSubmit((input) =>
          save.mutate({ id: playlist.id, input }, { onSuccess: (result) => form.reset(toPlaylistInput(result)) }),
        )}
        className="space-y-5"
      >
        <PlaylistSettingsFields form={form} idPrefix={idPrefix} />
        <div className="grid gap-5 xl:grid-cols-2">
          <div className="space-y-2">
            <h3 className="font-semibold">Canciones</h3>
            <PlaylistTrackList
              trackIds={trackIds}
              tracksById={tracksById}
              loading={tracksLoading}
              onChange={setTrackIds}
            />
            <FieldError message={errors.trackIds?.message} />
          </div>
          <AddTracksPanel
            idPrefix={idPrefix}
            inList={inList}
            onAdd={(track) => {
              setPicked((known) => new Map(known).set(track.id, track));
              setTrackIds([...trackIds, track.id]);
            }}
          />
        </div>
        <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-gray-100 bg-white py-3">
          <button type="submit" className={primaryButton} disabled={!isDirty || save.isPending}>
            {save.isPending ? 'Guardando...' : 'Guardar cambios'}
          </button>
          <button
            type="button"
            className={secondaryButton}
            disabled={!isDirty || save.isPending}
            onClick={() => form.reset(saved)}
          >
            Descartar cambios
          </button>
          <p role="status" className={`text-sm ${isDirty ? 'font-medium text-amber-700' : 'text-gray-500'}`}>
            {isDirty ? 'Cambios sin guardar' : 'Todos los cambios están guardados'}
          </p>
        </div>
      </form>
    </section>
  );
}
