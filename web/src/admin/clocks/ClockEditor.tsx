import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { Category } from '../../../../shared/schemas/music/categories';
import { type Clock, type ClockCreate, clockCreateSchema } from '../../../../shared/schemas/music/clocks';
import { zodResolver } from '../../lib/zod-resolver';
import { DeleteButton } from '../common/DeleteButton';
import { FieldError } from '../common/FieldError';
import { cardClass, inputClass, labelClass, primaryButton, secondaryButton } from '../common/styles';
import { ClockEventRow } from './ClockEventRow';
import { ClockWheel } from './ClockWheel';
import { EVENT_LABELS, type EventType, newEvent } from './clock-events';
import { useClockLengths, useDeleteClock, useSaveClock } from './clocks-api';

interface Props {
  clock: Clock | null;
  categories: readonly Category[];
  onSaved(id: number): void;
  onDeleted(): void;
}

/** A clock's name and events: add, remove and drag to reorder, the wheel beside them, then save. */
export function ClockEditor({ clock, categories, onSaved, onDeleted }: Props) {
  const form = useForm<ClockCreate>({
    resolver: zodResolver(clockCreateSchema),
    defaultValues: { name: clock?.name ?? '', events: clock?.events ?? [] },
  });
  const events = useFieldArray({ control: form.control, name: 'events' });
  const watched = useWatch({ control: form.control, name: 'events' }) ?? [];
  const lengths = useClockLengths();
  const save = useSaveClock(onSaved);
  const remove = useDeleteClock(onDeleted);
  const [adding, setAdding] = useState<EventType>('category');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = events.fields.findIndex((f) => f.id === active.id);
    const to = events.fields.findIndex((f) => f.id === over.id);
    if (from >= 0 && to >= 0) events.move(from, to);
  };
  const needsCategory = adding === 'category' || adding === 'filler';
  const errors = form.formState.errors.events;

  return (
    <form
      noValidate
      aria-label={clock ? `Reloj ${clock.name}` : 'Nuevo reloj'}
      className={`${cardClass} grid gap-4 lg:grid-cols-[1fr_auto]`}
      onSubmit={form.handleSubmit((input) => save.mutate({ id: clock?.id ?? null, input }))}
    >
      <div className="min-w-0 space-y-3">
        <div>
          <label htmlFor="clock-name" className={labelClass}>
            Nombre del reloj
          </label>
          <input id="clock-name" autoComplete="off" className={inputClass} {...form.register('name')} />
          <FieldError message={form.formState.errors.name?.message} />
        </div>
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={events.fields.map((f) => f.id)} strategy={verticalListSortingStrategy}>
            <ol aria-label="Eventos del reloj" className="divide-y divide-gray-100 rounded-md border border-gray-200">
              {events.fields.map((field, index) => (
                <ClockEventRow
                  key={field.id}
                  id={field.id}
                  index={index}
                  event={watched[index] ?? field}
                  categories={categories}
                  control={form.control}
                  register={form.register}
                  error={errors?.[index]?.message ?? firstNested(errors?.[index])}
                  onRemove={() => events.remove(index)}
                />
              ))}
              {events.fields.length === 0 && (
                <li className="p-3 text-sm text-gray-600">El reloj aún no tiene eventos.</li>
              )}
            </ol>
          </SortableContext>
        </DndContext>
        <FieldError message={errors?.root?.message ?? errors?.message} />
        <div className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor="clock-add-type" className={labelClass}>
              Tipo de evento
            </label>
            <select
              id="clock-add-type"
              className={inputClass}
              value={adding}
              onChange={(e) => setAdding(e.target.value as EventType)}
            >
              {Object.entries(EVENT_LABELS).map(([type, label]) => (
                <option key={type} value={type}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className={secondaryButton}
            disabled={needsCategory && categories.length === 0}
            onClick={() => events.append(newEvent(adding, categories[0]?.id ?? 0))}
          >
            Añadir evento
          </button>
          {needsCategory && categories.length === 0 && (
            <p className="text-sm text-gray-600">Crea antes una categoría en «Categorías».</p>
          )}
        </div>
        <div className="flex items-center gap-2">
          <button type="submit" className={primaryButton} disabled={save.isPending}>
            Guardar reloj
          </button>
          {clock && (
            <DeleteButton
              itemName={`el reloj ${clock.name}`}
              title="¿Eliminar el reloj?"
              description={`«${clock.name}» se eliminará. Si la parrilla o un programa lo usan, la emisora no lo borrará.`}
              onConfirm={() => remove.mutate(clock.id)}
            />
          )}
        </div>
      </div>
      {lengths.data && <ClockWheel events={watched} lengths={lengths.data} categories={categories} />}
    </form>
  );
}

/** The first message inside an event's nested errors (a hard event's mark, its inner event and that one's fields). */
function firstNested(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  for (const value of Object.values(error)) {
    if (value && typeof value === 'object' && 'message' in value && typeof value.message === 'string')
      return value.message;
    const deeper = value && typeof value === 'object' && !('ref' in value) ? firstNested(value) : undefined;
    if (deeper) return deeper;
  }
  return undefined;
}
