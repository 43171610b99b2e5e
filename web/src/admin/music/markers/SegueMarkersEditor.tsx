import { AudioWaveform } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type SegueMarkerField,
  type SegueMarkerValues,
  segueMarkersProblem,
} from '../../../../../shared/schemas/library/segue-markers';
import type { Track } from '../../../../../shared/schemas/library/tracks';
import { apiQuery } from '../../../lib/api';
import { FormActions } from '../../common/FormActions';
import { inputClass } from '../../common/styles';
import { MARKERS, markerAt, roundTenth, useMarkerWaveform } from './use-marker-waveform';

const markersOf = (track: Track): SegueMarkerValues => ({
  cueIn: track.cueIn ?? null,
  cueOut: track.cueOut ?? null,
  introSec: track.introSec ?? null,
  nextStartSec: track.nextStartSec ?? null,
});

/**
 * The song's waveform with its cue-in, end of intro, next start and cue-out: drag a marker or type its second,
 * empty a field to clear it (no intro; a cold end), play from any of them, then save. The rule the station
 * checks on save is checked here first, so a marker out of place is said before anything is sent.
 */
export function SegueMarkersEditor({
  track,
  busy,
  onSave,
  onCancel,
}: {
  track: Track;
  busy: boolean;
  onSave(markers: SegueMarkerValues): void;
  onCancel(): void;
}) {
  const [markers, setMarkers] = useState(() => markersOf(track));
  const peaks = useQuery(apiQuery('tracks.peaks', { params: { id: track.id } }));
  const set = (field: SegueMarkerField, value: number | null) => setMarkers((now) => ({ ...now, [field]: value }));
  const wave = useMarkerWaveform(track.audioFileUrl, peaks.data, markers, set);
  const durationSec = peaks.data?.durationSec ?? track.duration;
  const problem = segueMarkersProblem(markers, durationSec);
  return (
    <form
      noValidate
      aria-label={`Marcas de ${track.title}`}
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        wave.pause();
        if (!problem) onSave(markers);
      }}
    >
      {peaks.isPending && <p>Cargando la forma de onda…</p>}
      {peaks.isError && <p role="alert">No se ha podido leer el audio de la canción.</p>}
      <div ref={wave.container} aria-label="Forma de onda" role="img" className="rounded border border-gray-200" />
      {/* biome-ignore lint/a11y/useMediaCaption: the song heard from a marker while editing; the waveform drives it */}
      <audio ref={wave.media} aria-label={`Audio de ${track.title}`} preload="auto" className="hidden" />
      <div className="grid gap-2 sm:grid-cols-4">
        {MARKERS.map(({ field, label, color }) => (
          <div key={field} className="space-y-1">
            <label className="block text-sm font-medium" style={{ color }}>
              {label} (s)
              <input
                type="number"
                min={0}
                step={0.1}
                inputMode="decimal"
                className={inputClass}
                value={markers[field] ?? ''}
                placeholder={
                  field === 'cueIn' || field === 'cueOut'
                    ? String(roundTenth(markerAt(field, markers, durationSec) ?? 0))
                    : ''
                }
                onChange={(event) => set(field, event.target.value === '' ? null : Number(event.target.value))}
              />
            </label>
            <button
              type="button"
              className="rounded border border-gray-300 px-2 py-1 text-sm disabled:opacity-50"
              disabled={!peaks.data}
              onClick={() => wave.playFrom(markerAt(field, markers, durationSec) ?? 0)}
            >
              ▶ Desde {label.toLowerCase()}
            </button>
          </div>
        ))}
      </div>
      <p className="text-sm text-gray-600">
        Sin «Entrada de la siguiente», la canción tiene un final seco: la siguiente empieza justo en el final.
      </p>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <FormActions busy={busy} submitLabel="Guardar marcas" onCancel={onCancel} />
    </form>
  );
}

/** The row's button that opens the markers editor. */
export function MarkersButton({ title, className, onClick }: { title: string; className: string; onClick(): void }) {
  return (
    <button type="button" className={className} aria-label={`Marcas de ${title}`} onClick={onClick}>
      <AudioWaveform aria-hidden className="h-4 w-4" />
    </button>
  );
}
