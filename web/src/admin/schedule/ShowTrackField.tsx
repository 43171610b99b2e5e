import { Check } from 'lucide-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import type { Track } from '../../../../shared/schemas/library/tracks';
import { FieldError } from '../common/FieldError';
import { labelClass } from '../common/styles';
import { TrackPicker } from '../common/TrackPicker';
import type { ProgramFormControl } from './program-form-control';

interface Props {
  control: ProgramFormControl;
  id: string;
  /** The stored recording (editing), fetched by id by the schedule. */
  initialTrack: Track | undefined;
  disabled: boolean;
  error?: string;
}

export const recordingLabel = (track: Pick<Track, 'title' | 'artist'>) =>
  track.artist ? `${track.title} — ${track.artist}` : track.title;

/** "Programa grabado": the recording a programme airs at its start, picked with the library's search. */
export function ShowTrackField({ control, id, initialTrack, disabled, error }: Props) {
  const [picked, setPicked] = useState<Track>();
  const chosenId = `${id}-chosen`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        Programa grabado
      </label>
      <Controller
        control={control}
        name="showTrackId"
        render={({ field }) => {
          const chosen = [picked, initialTrack].find((track) => track && track.id === field.value);
          return (
            <div className="space-y-2">
              <p id={chosenId} className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
                <span>
                  {field.value == null
                    ? 'Ninguno'
                    : `Elegido: ${chosen ? recordingLabel(chosen) : `grabación #${field.value}`}`}
                </span>
                {field.value != null && !disabled && (
                  <button
                    type="button"
                    className="text-xs text-red-700 underline hover:text-red-900"
                    onClick={() => field.onChange(null)}
                  >
                    Quitar la grabación
                  </button>
                )}
              </p>
              <TrackPicker
                searchId={id}
                placeholder="Buscar la grabación por título, artista o álbum"
                resultsLabel="Grabaciones de la biblioteca"
                heightClass="max-h-56"
                disabled={disabled}
                describedBy={chosenId}
                renderAction={(track) =>
                  track.id === field.value ? (
                    <span className="inline-flex items-center gap-1 px-2 text-xs text-gray-500">
                      <Check aria-hidden className="h-4 w-4" />
                      Elegido
                    </span>
                  ) : (
                    <button
                      type="button"
                      className="rounded border border-gray-300 px-2 py-1 text-xs hover:bg-gray-50"
                      aria-label={`Elegir ${track.title}`}
                      onClick={() => {
                        setPicked(track);
                        field.onChange(track.id);
                      }}
                    >
                      Elegir
                    </button>
                  )
                }
              />
            </div>
          );
        }}
      />
      <FieldError message={error} />
    </div>
  );
}
