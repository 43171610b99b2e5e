import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, X } from 'lucide-react';
import { type Control, Controller, type UseFormRegister } from 'react-hook-form';
import type { Category } from '../../../../shared/schemas/music/categories';
import type { ClockCreate, ClockEvent } from '../../../../shared/schemas/music/clocks';
import { FieldError } from '../common/FieldError';
import { CategorySelect } from './CategorySelect';
import { EVENT_LABELS } from './clock-events';
import { HardEventFields } from './HardEventFields';

interface Props {
  /** useFieldArray's stable key: the row keeps its identity while it moves. */
  id: string;
  index: number;
  event: ClockEvent;
  categories: readonly Category[];
  control: Control<ClockCreate>;
  register: UseFormRegister<ClockCreate>;
  error: string | undefined;
  onRemove(): void;
}

/** One event of the clock: the handle drags it (or Space and the arrows), the fields say what it airs. */
export function ClockEventRow({ id, index, event, categories, control, register, error, onRemove }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription: 'evento reordenable' },
  });
  const label = `${EVENT_LABELS[event.type]} ${index + 1}`;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      aria-label={label}
      className={`flex flex-wrap items-center gap-2 bg-white p-2 ${isDragging ? 'relative z-10 rounded-md shadow-lg ring-2 ring-brand' : ''}`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="cursor-grab touch-none rounded p-1.5 text-gray-500 hover:bg-gray-100 active:cursor-grabbing"
        aria-label={`Mover ${label}`}
        {...attributes}
        {...listeners}
      >
        <GripVertical aria-hidden className="h-4 w-4" />
      </button>
      <span className="w-6 text-right text-sm tabular-nums text-gray-500">{index + 1}</span>
      <span className="min-w-28 text-sm font-medium">{EVENT_LABELS[event.type]}</span>
      {(event.type === 'category' || event.type === 'filler') && (
        <Controller
          control={control}
          name={`events.${index}.categoryId`}
          render={({ field }) => (
            <CategorySelect
              label={`Categoría del evento ${index + 1}`}
              categories={categories}
              value={Number(field.value)}
              onChange={(v) => field.onChange(v)}
            />
          )}
        />
      )}
      {event.type === 'hard' && (
        <HardEventFields index={index} categories={categories} control={control} register={register} />
      )}
      <span className="flex-1" />
      <button
        type="button"
        className="rounded p-1.5 text-red-600 hover:bg-red-50"
        aria-label={`Quitar ${label}`}
        onClick={onRemove}
      >
        <X aria-hidden className="h-4 w-4" />
      </button>
      {error && (
        <div className="basis-full">
          <FieldError message={error} />
        </div>
      )}
    </li>
  );
}
