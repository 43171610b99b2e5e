import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useMemo } from 'react';
import type { Track } from '../../../../shared/schemas/tracks';
import { dragAnnouncements, dragInstructions } from './drag-announcements';
import { SortableTrackRow, trackLabel } from './SortableTrackRow';

interface Props {
  trackIds: readonly number[];
  tracksById: ReadonlyMap<number, Track>;
  /** Songs are still arriving: a missing one reads "Cargando", not "eliminada". */
  loading: boolean;
  onChange(trackIds: number[]): void;
}

/** The ordered songs of a playlist: drag by the handle, or focus it and use Space and the arrow keys. */
export function PlaylistTrackList({ trackIds, tracksById, loading, onChange }: Props) {
  const sensors = useSensors(
    // A few pixels before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements = useMemo(
    () =>
      dragAnnouncements(
        (id) => trackLabel(tracksById.get(id), loading),
        (id) => trackIds.indexOf(id),
      ),
    [trackIds, tracksById, loading],
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = trackIds.indexOf(Number(active.id));
    const to = trackIds.indexOf(Number(over.id));
    if (from >= 0 && to >= 0) onChange(arrayMove([...trackIds], from, to));
  };

  if (trackIds.length === 0)
    return (
      <p className="rounded-md border border-dashed border-gray-300 p-6 text-center text-sm text-gray-600">
        Esta lista no tiene canciones. Añádelas desde la biblioteca.
      </p>
    );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: dragInstructions }}
    >
      <SortableContext items={[...trackIds]} strategy={verticalListSortingStrategy}>
        <ol aria-label="Canciones de la lista" className="divide-y divide-gray-100 rounded-md border border-gray-200">
          {trackIds.map((id, index) => (
            <SortableTrackRow
              key={id}
              trackId={id}
              position={index + 1}
              track={tracksById.get(id)}
              loading={loading}
              onRemove={() => onChange(trackIds.filter((other) => other !== id))}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
