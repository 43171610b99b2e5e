import { type Control, Controller, type UseFormRegister } from 'react-hook-form';
import type { Category } from '../../../../shared/schemas/music/categories';
import type { ClockCreate, TimedClockEvent } from '../../../../shared/schemas/music/clocks';
import { inputClass } from '../common/styles';
import { CategorySelect } from './CategorySelect';
import { KIND_LABELS, newTimedEvent, TIMED_TYPES } from './clock-events';
import { NewestFileFields } from './NewestFileFields';

const selectClass = `${inputClass} w-auto`;

/** A hard event's mark and what airs at it (the newest file's source and limit: NewestFileFields). */
export function HardEventFields(props: {
  index: number;
  categories: readonly Category[];
  control: Control<ClockCreate>;
  register: UseFormRegister<ClockCreate>;
}) {
  const { index, categories, control, register } = props;
  const firstCategory = categories[0]?.id ?? 0;
  return (
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
                    {KIND_LABELS[t]}
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
              {timed.type === 'newest-file' && (
                <NewestFileFields index={index} event={timed} onChange={field.onChange} />
              )}
            </>
          );
        }}
      />
    </>
  );
}
