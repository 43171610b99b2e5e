import { Check } from 'lucide-react';
import type { Track } from '../../../../shared/schemas/library/tracks';
import { labelClass } from '../common/styles';
import { TrackPicker } from '../common/TrackPicker';
import { formatDuration } from '../music/format';

/** The spot a campaign already has (from the campaign itself), shown without looking it up in the library. */
export interface KnownSpot {
  id: number;
  title: string;
  durationSec: number;
}

interface Props {
  id: string;
  value: number | undefined;
  /** The spot picked in this form, or undefined (then `known` names the stored one). */
  picked: Track | undefined;
  onPick(track: Track): void;
  invalid: boolean;
  describedBy?: string;
  known?: KnownSpot;
}

const spotLabel = (title: string, artist: string, durationSec: number) =>
  `${title}${artist ? ` — ${artist}` : ''} (${formatDuration(durationSec)})`;

/** The spot file, picked with the shared library search; each row shows its duration, which sets the price. */
export function SpotPicker({ id, value, picked, onPick, invalid, describedBy, known }: Props) {
  const chosenId = `${id}-chosen`;
  const chosen =
    picked && picked.id === value
      ? spotLabel(picked.title, picked.artist, picked.duration)
      : known && known.id === value
        ? spotLabel(known.title, '', known.durationSec)
        : undefined;
  return (
    <div className="space-y-2">
      <label htmlFor={id} className={labelClass}>
        Cuña *
      </label>
      <p id={chosenId} className="text-sm text-gray-700">
        {chosen ? `Elegida: ${chosen}` : 'Ninguna cuña elegida: búscala en la biblioteca.'}
      </p>
      <TrackPicker
        searchId={id}
        searchLabel="Buscar cuña en la biblioteca"
        placeholder="Buscar por título o artista"
        resultsLabel="Cuñas de la biblioteca"
        heightClass="max-h-56"
        invalid={invalid}
        describedBy={[chosenId, describedBy].filter(Boolean).join(' ')}
        renderAction={(track) =>
          track.id === value ? (
            <span className="inline-flex items-center gap-1 px-2 text-xs text-gray-500">
              <Check aria-hidden className="h-4 w-4" />
              Elegida
            </span>
          ) : (
            <button
              type="button"
              className="rounded border border-gray-300 px-2 py-1 text-xs hover:bg-gray-50"
              aria-label={`Elegir ${track.title}`}
              onClick={() => onPick(track)}
            >
              Elegir
            </button>
          )
        }
      />
    </div>
  );
}
