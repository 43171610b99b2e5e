import { Plus } from 'lucide-react';
import { useState } from 'react';
import { primaryButton } from '../common/styles';
import { NewPlaylistForm } from './NewPlaylistForm';
import { PlaylistEditor } from './PlaylistEditor';
import { PlaylistList } from './PlaylistList';
import { usePlaylistMutations } from './usePlaylistMutations';
import { usePlaylists, usePlaylistTracks } from './usePlaylists';

/** Gestión de Música → Listas: the playlists the schedule and the default rotation play from. */
export function PlaylistsTab() {
  const playlists = usePlaylists();
  const library = usePlaylistTracks(playlists.data);
  const { create } = usePlaylistMutations();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const [draftPending, setDraftPending] = useState(false);

  if (playlists.isPending) return <p role="status">Cargando listas...</p>;
  if (playlists.isError)
    return (
      <p role="alert" className="text-red-600">
        No se pudieron cargar las listas.
      </p>
    );
  if (library.isError)
    return (
      <p role="alert" className="text-red-600">
        No se pudieron cargar las canciones de la biblioteca.
      </p>
    );

  const selected = playlists.data.find((playlist) => playlist.id === selectedId);
  const select = (id: number | null) => {
    setSelectedId(id);
    setDraftPending(false);
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-600">
        Las listas de cortinillas nunca suenan en la rotación musical: de ellas sale la cortinilla que se emite cada N
        canciones.
      </p>
      <div className="grid gap-4 lg:grid-cols-[20rem_1fr]">
        <div className="space-y-3">
          {creating ? (
            <NewPlaylistForm
              busy={create.isPending}
              onCancel={() => setCreating(false)}
              onSubmit={(input) =>
                create.mutate(input, {
                  onSuccess: (playlist) => {
                    setCreating(false);
                    // A draft in the open editor is kept; the new list is one click away in the list.
                    if (!draftPending) select(playlist.id);
                  },
                })
              }
            />
          ) : (
            <button type="button" className={primaryButton} onClick={() => setCreating(true)}>
              <Plus aria-hidden className="h-4 w-4" />
              Nueva lista
            </button>
          )}
          <PlaylistList
            playlists={playlists.data}
            tracksById={library.byId}
            selectedId={selected?.id ?? null}
            draftPending={draftPending}
            onSelect={select}
          />
        </div>
        {selected ? (
          <PlaylistEditor
            key={selected.id}
            playlist={selected}
            tracksById={library.byId}
            tracksLoading={library.isPending}
            onDirtyChange={setDraftPending}
            onDeleted={() => select(null)}
          />
        ) : (
          <p className="rounded-lg border border-dashed border-gray-300 p-8 text-center text-sm text-gray-600">
            Selecciona una lista para editar su nombre, su orden y sus canciones.
          </p>
        )}
      </div>
    </div>
  );
}
