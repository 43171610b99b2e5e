import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import {
  DEFAULT_TEMPLATES,
  type DifusionEvent,
  EVENT_LABELS,
  type TargetKind,
  type TargetUpdate,
  type targetUpdateSchema,
} from '../../../../shared/schemas/difusion/difusion';
import { FieldError } from '../common/FieldError';
import { inputClass, labelClass } from '../common/styles';

interface Props {
  form: UseFormReturn<z.input<typeof targetUpdateSchema>, unknown, TargetUpdate>;
  kind: TargetKind;
  /** The events this kind can post. */
  events: readonly DifusionEvent[];
}

/** What a target publishes: a checkbox per event and, where the service takes text, its template. */
export function TargetEventsFieldset({ form, kind, events }: Props) {
  return (
    <fieldset className="sm:col-span-2">
      <legend className={labelClass}>Qué se publica</legend>
      <FieldError message={form.formState.errors.events?.message} />
      <div className="grid gap-3">
        {events.map((event) => (
          <div key={event} className="grid gap-1 sm:grid-cols-[14rem_1fr] sm:items-start">
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" value={event} {...form.register('events')} /> {EVENT_LABELS[event]}
            </label>
            {kind !== 'tunein' && (
              <textarea
                aria-label={`Plantilla: ${EVENT_LABELS[event]}`}
                rows={2}
                placeholder={DEFAULT_TEMPLATES[event]}
                className={inputClass}
                {...form.register(`templates.${event}`)}
              />
            )}
          </div>
        ))}
      </div>
      <p className="mt-2 text-xs text-gray-500">
        {kind === 'tunein'
          ? 'TuneIn AIR recibe el título y el artista de cada canción.'
          : 'Plantillas: {artist} {title} {show} {station} {dedication}. Vacía: el texto de ejemplo.'}
      </p>
    </fieldset>
  );
}
