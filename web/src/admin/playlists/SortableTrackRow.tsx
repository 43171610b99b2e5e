import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, X } from 'lucide-react';
import type { Ref } from 'react';
import type { Track } from '../../../../shared/schemas/library/tracks';
import { formatDuration } from '../music/format';

interface Props {
  /** Measures the row for the virtualised list (it reads data-index). */
  ref?: Ref<HTMLLIElement>;
  index: number;
  trackId: number;
  position: number;
  track: Track | undefined;
  /** The list's songs are still arriving. */
  loading: boolean;
  onRemove(): void;
}

export const trackLabel = (track: Track | undefined, loading = false) =>
  track ? track.title : loading ? 'Cargando canción...' : 'Canción eliminada de la biblioteca';

/** One track of a playlist: the handle is the only drag activator, so the remove button and text stay clickable. */
export function SortableTrackRow({ ref, index, trackId, position, track, loading, onRemove }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: trackId,
    attributes: { roleDescription: 'canción reordenable' },
  });
  const title = trackLabel(track, loading);
  return (
    <li
      ref={(node) => {
        setNodeRef(node);
        if (typeof ref === 'function') ref(node);
      }}
      data-index={index}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`flex items-center gap-3 bg-white p-2 ${isDragging ? 'relative z-10 rounded-md shadow-lg ring-2 ring-brand' : ''}`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="cursor-grab touch-none rounded p-1.5 text-gray-500 hover:bg-gray-100 hover:text-gray-900 active:cursor-grabbing"
        aria-label={`Mover ${title}`}
        {...attributes}
        {...listeners}
      >
        <GripVertical aria-hidden className="h-4 w-4" />
      </button>
      <span className="w-8 text-right text-sm tabular-nums text-gray-500">{position}</span>
      <div className="min-w-0 flex-1">
        <p className={`truncate text-sm font-medium ${track ? '' : 'italic text-gray-500'}`}>{title}</p>
        {track && (
          <p className="truncate text-xs text-gray-600">
            {[track.artist || '-', track.album].filter(Boolean).join(' · ')}
          </p>
        )}
      </div>
      <span className="text-sm tabular-nums text-gray-600">{track ? formatDuration(track.duration) : '–'}</span>
      <button
        type="button"
        className="rounded p-1.5 text-red-600 hover:bg-red-50"
        aria-label={`Quitar ${title} de la lista`}
        onClick={onRemove}
      >
        <X aria-hidden className="h-4 w-4" />
      </button>
    </li>
  );
}
