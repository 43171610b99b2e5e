import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, X } from 'lucide-react';
import { type Control, Controller, type UseFormRegister } from 'react-hook-form';
import type { Category } from '../../../../shared/schemas/music/categories';
import type { ClockCreate, ClockEvent, TimedClockEvent } from '../../../../shared/schemas/music/clocks';
import { FieldError } from '../common/FieldError';
import { inputClass } from '../common/styles';
import { EVENT_LABELS, newTimedEvent, TIMED_TYPES } from './clock-events';

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

const selectClass = `${inputClass} w-auto`;

function CategorySelect(props: {
  label: string;
  categories: readonly Category[];
  value: number;
  onChange(id: number): void;
}) {
  return (
    <select
      aria-label={props.label}
      className={selectClass}
      value={props.value}
      onChange={(e) => props.onChange(Number(e.target.value))}
    >
      {props.categories.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
    </select>
  );
}

/** One event of the clock: the handle drags it (or Space and the arrows), the fields say what it airs. */
export function ClockEventRow({ id, index, event, categories, control, register, error, onRemove }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription: 'evento reordenable' },
  });
  const label = `${EVENT_LABELS[event.type]} ${index + 1}`;
  const firstCategory = categories[0]?.id ?? 0;
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
        <>
          <input
            aria-label={`Hora fija del evento ${index + 1} (MM:SS)`}
            className={`${inputClass} w-20 tabular-nums`}
            placeholder="MM:SS"
            {...register(`events.${index}.at`)}
          />
          <Controller
            control={control}
            name={`events.${index}.event`}
            render={({ field }) => {
              const timed = field.value;
              return (
                <>
                  <select
                    aria-label={`Qué suena a la hora fija del evento ${index + 1}`}
                    className={selectClass}
                    value={timed.type}
                    onChange={(e) =>
                      field.onChange(newTimedEvent(e.target.value as TimedClockEvent['type'], firstCategory))
                    }
                  >
                    {TIMED_TYPES.map((t) => (
                      <option key={t} value={t}>
                        {EVENT_LABELS[t]}
                      </option>
                    ))}
                  </select>
                  {timed.type === 'category' && (
                    <CategorySelect
                      label={`Categoría de la hora fija ${index + 1}`}
                      categories={categories}
                      value={timed.categoryId}
                      onChange={(categoryId) => field.onChange({ type: 'category', categoryId })}
                    />
                  )}
                </>
              );
            }}
          />
        </>
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
