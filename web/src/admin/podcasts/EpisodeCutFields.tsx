import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FieldError } from '../common/FieldError';
import { inputClass, labelClass } from '../common/styles';
import type { EpisodeCut } from './use-episode-waveform';

interface Props {
  podcastId: number;
  register: UseFormRegister<EpisodeCut & { title: string; description: string }>;
  errors: FieldErrors<EpisodeCut>;
  /** Typed numbers move the waveform's region when the field is left. */
  onBlur(): void;
}

/** The episode's in and out points as numbers, for typing them instead of dragging the region. */
export function EpisodeCutFields({ podcastId, register, errors, onBlur }: Props) {
  return (
    <div className="flex flex-wrap gap-3">
      <div>
        <label htmlFor={`episode-start-${podcastId}`} className={labelClass}>
          Inicio (segundos)
        </label>
        <input
          id={`episode-start-${podcastId}`}
          type="number"
          step={0.1}
          min={0}
          className={`${inputClass} w-32`}
          {...register('startSec', { valueAsNumber: true, onBlur })}
        />
        <FieldError message={errors.startSec?.message} />
      </div>
      <div>
        <label htmlFor={`episode-end-${podcastId}`} className={labelClass}>
          Final (segundos)
        </label>
        <input
          id={`episode-end-${podcastId}`}
          type="number"
          step={0.1}
          min={0}
          className={`${inputClass} w-32`}
          {...register('endSec', { valueAsNumber: true, onBlur })}
        />
        <FieldError message={errors.endSec?.message} />
      </div>
    </div>
  );
}
