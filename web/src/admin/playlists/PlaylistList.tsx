import type { Playlist } from '../../../../shared/schemas/programming/playlists';
import type { Track } from '../../../../shared/schemas/library/tracks';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { playlistSummary } from './playlist-labels';

interface Props {
  playlists: readonly Playlist[];
  tracksById: ReadonlyMap<number, Track>;
  selectedId: number | null;
  /** The open editor has unsaved changes: opening another list asks first. */
  draftPending: boolean;
  onSelect(id: number): void;
}

const rowClass = (selected: boolean) =>
  `block w-full rounded-md border px-3 py-2 text-left ${selected ? 'border-brand bg-red-50' : 'border-gray-200 bg-white hover:bg-gray-50'}`;

/** Every playlist with its kind, size, running time and order; the selected one is open in the editor. */
export function PlaylistList({ playlists, tracksById, selectedId, draftPending, onSelect }: Props) {
  if (playlists.length === 0)
    return <p className="text-sm text-gray-600">Todavía no hay listas. Crea la primera con «Nueva lista».</p>;
  return (
    <ul aria-label="Listas de reproducción" className="space-y-2">
      {playlists.map((playlist) => {
        const selected = playlist.id === selectedId;
        const button = (
          <button
            type="button"
            className={rowClass(selected)}
            aria-current={selected ? 'true' : undefined}
            onClick={draftPending ? undefined : () => onSelect(playlist.id)}
          >
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{playlist.name}</span>
              {playlist.isDefault && (
                <span className="rounded bg-green-100 px-1.5 py-0.5 text-xs font-medium text-green-800">
                  Rotación por defecto
                </span>
              )}
            </span>
            <span className="block text-xs text-gray-600">{playlistSummary(playlist, tracksById)}</span>
          </button>
        );
        return (
          <li key={playlist.id}>
            {draftPending && !selected ? (
              <ConfirmDialog
                title="¿Descartar los cambios sin guardar?"
                description="La lista abierta tiene cambios que no se han guardado. Si abres otra, se perderán."
                confirmLabel="Descartar cambios"
                onConfirm={() => onSelect(playlist.id)}
                trigger={button}
              />
            ) : (
              button
            )}
          </li>
        );
      })}
    </ul>
  );
}
