import { ChevronDown, ChevronRight, Pencil } from 'lucide-react';
import { useState } from 'react';
import type { Track } from '../../../../shared/schemas/tracks';
import { DeleteButton } from '../common/DeleteButton';
import { formatDate, formatDuration } from './format';
import { TrackEditForm } from './TrackEditForm';
import { useTrackMutations } from './useTrackMutations';

const iconButton = 'rounded p-1.5 text-gray-600 hover:bg-gray-100 hover:text-gray-900';

/** One song of 'Mis Canciones': expandable preview, inline edit, delete with confirmation. */
export function TrackRow({ track }: { track: Track }) {
  const [mode, setMode] = useState<'view' | 'preview' | 'edit'>('view');
  const { update, remove } = useTrackMutations();

  if (mode === 'edit') {
    return (
      <li className="border-b border-gray-100 p-3">
        <TrackEditForm
          track={track}
          busy={update.isPending}
          onCancel={() => setMode('view')}
          onSave={(values) =>
            update.mutate(
              { id: track.id, changes: { ...values, album: values.album || null } },
              { onSuccess: () => setMode('view') },
            )
          }
        />
      </li>
    );
  }

  const expanded = mode === 'preview';
  return (
    <li className="border-b border-gray-100">
      <div className="flex items-center gap-3 p-3">
        <button
          type="button"
          className={iconButton}
          aria-expanded={expanded}
          aria-label={`Vista previa de ${track.title}`}
          onClick={() => setMode(expanded ? 'view' : 'preview')}
        >
          {expanded ? (
            <ChevronDown aria-hidden className="h-4 w-4" />
          ) : (
            <ChevronRight aria-hidden className="h-4 w-4" />
          )}
        </button>
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium">{track.title}</p>
          <p className="truncate text-sm text-gray-600">
            {track.artist || '-'} · {track.album || '-'}
          </p>
        </div>
        <span className="text-sm tabular-nums text-gray-600">{formatDuration(track.duration)}</span>
        <button
          type="button"
          className={iconButton}
          aria-label={`Editar ${track.title}`}
          onClick={() => setMode('edit')}
        >
          <Pencil aria-hidden className="h-4 w-4" />
        </button>
        <DeleteButton
          itemName={track.title}
          title="¿Eliminar esta canción?"
          description={`"${track.title}" se eliminará de la biblioteca junto con su archivo. Esta acción no se puede deshacer.`}
          onConfirm={() => remove.mutate(track.id)}
          disabled={remove.isPending}
          className={`${iconButton} text-red-600 hover:text-red-700`}
        />
      </div>
      {expanded && (
        <div className="flex flex-wrap items-center gap-4 bg-gray-50 p-3 pl-12">
          {track.coverImageUrl && <img src={track.coverImageUrl} alt="" className="h-16 w-16 rounded object-cover" />}
          {/* biome-ignore lint/a11y/useMediaCaption: a music preview has no spoken content to caption */}
          <audio
            controls
            preload="none"
            src={track.audioFileUrl}
            className="max-w-full"
            aria-label={`Escuchar ${track.title}`}
          />
          <p className="text-xs text-gray-500">Subida el {formatDate(track.createdAt)}</p>
        </div>
      )}
    </li>
  );
}
