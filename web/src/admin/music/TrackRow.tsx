import { ChevronDown, ChevronRight, Pencil } from 'lucide-react';
import { type CSSProperties, type Ref, useState } from 'react';
import type { Track } from '../../../../shared/schemas/library/tracks';
import { DeleteButton } from '../common/DeleteButton';
import { formatDuration } from './format';
import { TRACK_KIND_LABEL } from './track-kinds';
import { TRACK_RIGHTS_LABEL } from '../../../../shared/schemas/library/track-rights';
import { TrackEditForm } from './TrackEditForm';
import { MarkersButton, SegueMarkersEditor } from './markers/SegueMarkersEditor';
import { useTrackMutations } from './useTrackMutations';
import { StationTime } from '../../lib/station-clock';
import { CategoryChips } from './CategoriesPanel';

const iconButton = 'rounded p-1.5 text-gray-600 hover:bg-gray-100 hover:text-gray-900';

interface Props {
  track: Track;
  /** 1-based position in the whole result (aria-rowindex). */
  rowIndex: number;
  selected: boolean;
  onSelect(selected: boolean): void;
  style?: CSSProperties;
  rowRef?: Ref<HTMLDivElement>;
}

/**
 * One track of 'Mis Canciones' (a row of a virtual table): its kind, select, expandable preview, inline edit, delete.
 */
export function TrackRow({ track, rowIndex, selected, onSelect, style, rowRef }: Props) {
  const rowProps = { role: 'row', 'aria-rowindex': rowIndex, 'data-index': rowIndex - 1, ref: rowRef, style };
  const [mode, setMode] = useState<'view' | 'preview' | 'edit' | 'markers'>('view');
  const { update, remove } = useTrackMutations();

  if (mode === 'edit' || mode === 'markers') {
    const close = () => setMode('view');
    return (
      <div {...rowProps} className="border-b border-gray-100 bg-white p-3">
        <div role="cell">
          {mode === 'markers' ? (
            <SegueMarkersEditor
              track={track}
              busy={update.isPending}
              onCancel={close}
              onSave={(markers) => update.mutate({ id: track.id, changes: markers }, { onSuccess: close })}
            />
          ) : (
            <TrackEditForm
              track={track}
              busy={update.isPending}
              onCancel={close}
              onSave={(values) =>
                update.mutate(
                  { id: track.id, changes: { ...values, album: values.album || null } },
                  { onSuccess: close },
                )
              }
            />
          )}
        </div>
      </div>
    );
  }

  const expanded = mode === 'preview';
  return (
    <div {...rowProps} className="border-b border-gray-100 bg-white">
      <div className="flex items-center gap-3 p-3">
        <div role="cell" className="flex items-center gap-1">
          <input
            type="checkbox"
            className="h-4 w-4"
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
            aria-label={`Seleccionar ${track.title}`}
          />
          <button
            type="button"
            data-row-focus
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
        </div>
        <div role="cell" className="min-w-0 flex-1">
          <p className="truncate font-medium">{track.title}</p>
          <p className="truncate text-sm text-gray-600">
            {track.artist || '-'} · {track.album || '-'}
            {track.genre ? ` · ${track.genre}` : ''}
          </p>
          <CategoryChips ids={track.categoryIds} />
          {(track.isrc || track.label || track.rights) && (
            <p className="truncate text-xs text-gray-500">
              {[
                track.isrc && `ISRC ${track.isrc}`,
                track.label,
                track.year,
                track.rights && TRACK_RIGHTS_LABEL[track.rights],
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          )}
        </div>
        <div role="cell" className="text-xs">
          <span
            className={`rounded-full px-2 py-0.5 font-medium ${
              (track.kind ?? 'music') === 'music' ? 'bg-gray-100 text-gray-700' : 'bg-amber-100 text-amber-900'
            }`}
          >
            {TRACK_KIND_LABEL[track.kind ?? 'music']}
          </span>
        </div>
        <div role="cell" className="text-sm tabular-nums text-gray-600">
          {formatDuration(track.duration)}
        </div>
        <div role="cell" className="flex items-center">
          <button
            type="button"
            className={iconButton}
            aria-label={`Editar ${track.title}`}
            onClick={() => setMode('edit')}
          >
            <Pencil aria-hidden className="h-4 w-4" />
          </button>
          <MarkersButton title={track.title} className={iconButton} onClick={() => setMode('markers')} />
          <DeleteButton
            itemName={track.title}
            title="¿Eliminar esta canción?"
            description={`"${track.title}" se eliminará de la biblioteca junto con su archivo. Esta acción no se puede deshacer.`}
            onConfirm={() => remove.mutate(track.id)}
            disabled={remove.isPending}
            className={`${iconButton} text-red-600 hover:text-red-700`}
          />
        </div>
      </div>
      {expanded && <TrackPreview track={track} />}
    </div>
  );
}

/** The expanded row: cover, a player and the upload date (on the station's calendar). */
function TrackPreview({ track }: { track: Track }) {
  return (
    <div role="cell" className="flex flex-wrap items-center gap-4 bg-gray-50 p-3 pl-12">
      {track.coverImageUrl && <img src={track.coverImageUrl} alt="" className="h-16 w-16 rounded object-cover" />}
      {/* biome-ignore lint/a11y/useMediaCaption: a music preview has no spoken content to caption */}
      <audio
        controls
        preload="none"
        src={track.audioFileUrl}
        className="max-w-full"
        aria-label={`Escuchar ${track.title}`}
      />
      <p className="text-xs text-gray-500">
        Subida el <StationTime at={track.createdAt} shape="date" />
      </p>
    </div>
  );
}
