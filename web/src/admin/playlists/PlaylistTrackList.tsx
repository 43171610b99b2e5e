import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  type DragStartEvent,
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
import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { Track } from '../../../../shared/schemas/library/tracks';
import { dragAnnouncements, dragInstructions } from './drag-announcements';
import { SortableTrackRow, trackLabel } from './SortableTrackRow';

interface Props {
  trackIds: readonly number[];
  tracksById: ReadonlyMap<number, Track>;
  /** Songs are still arriving: a missing one reads "Cargando", not "eliminada". */
  loading: boolean;
  onChange(trackIds: number[]): void;
}

// A row is about 53 px (two lines of text and the buttons); rows are measured as they render.
const ROW_ESTIMATE_PX = 53;

/**
 * The ordered songs of a playlist: drag by the handle, or focus it and use Space and the arrow keys. A rotation list
 * can hold thousands of songs, so only the rows in view (and the one being dragged) are rendered, inside a scroll box
 * that dnd-kit scrolls while a row is dragged past its edge.
 */
export function PlaylistTrackList({ trackIds, tracksById, loading, onChange }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  // The dragged row stays rendered even when it is scrolled out of view, or the drag would lose its element.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      return activeIndex === null || indexes.includes(activeIndex)
        ? indexes
        : [...indexes, activeIndex].sort((a, b) => a - b);
    },
    [activeIndex],
  );
  const virtualizer = useVirtualizer({
    count: trackIds.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: 8,
    getItemKey: (index) => trackIds[index] ?? index,
    rangeExtractor,
  });
  const rows = virtualizer.getVirtualItems();
  const before = rows[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (rows.at(-1)?.end ?? 0);
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

  const onDragStart = ({ active }: DragStartEvent) => setActiveIndex(trackIds.indexOf(Number(active.id)));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveIndex(null);
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
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActiveIndex(null)}
      accessibility={{ announcements, screenReaderInstructions: dragInstructions }}
    >
      <SortableContext items={[...trackIds]} strategy={verticalListSortingStrategy}>
        <div ref={scrollRef} className="max-h-[60vh] overflow-y-auto rounded-md border border-gray-200">
          {/* Padding stands in for the rows above and below the view; `start` keeps the list's numbering. */}
          <ol
            aria-label="Canciones de la lista"
            start={(rows[0]?.index ?? 0) + 1}
            className="divide-y divide-gray-100"
            style={{ paddingTop: before, paddingBottom: after }}
          >
            {rows.map((row) => {
              const id = trackIds[row.index]!;
              return (
                <SortableTrackRow
                  key={id}
                  ref={virtualizer.measureElement}
                  index={row.index}
                  trackId={id}
                  position={row.index + 1}
                  track={tracksById.get(id)}
                  loading={loading}
                  onRemove={() => onChange(trackIds.filter((other) => other !== id))}
                />
              );
            })}
          </ol>
        </div>
      </SortableContext>
    </DndContext>
  );
}
