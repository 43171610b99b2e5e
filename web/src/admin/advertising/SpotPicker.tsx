import { useMemo, useState } from 'react';
import type { Track } from '../../../../shared/schemas/tracks';
import { inputClass, labelClass } from '../common/styles';
import { formatDuration } from '../music/format';

/** The spot a campaign already has, for when it is no longer among the library tracks. */
export interface KnownSpot {
  id: number;
  title: string;
  durationSec: number;
}

interface Props {
  id: string;
  tracks: Track[] | undefined;
  loading: boolean;
  value: number | undefined;
  onChange(trackId: number | undefined): void;
  onBlur(): void;
  invalid: boolean;
  describedBy?: string;
  known?: KnownSpot;
}

const optionLabel = (title: string, artist: string, durationSec: number) =>
  `${title}${artist ? ` — ${artist}` : ''} (${formatDuration(durationSec)})`;

/** The spot file, picked from the library with a search box; each option shows its duration, which sets the price. */
export function SpotPicker({ id, tracks, loading, value, onChange, onBlur, invalid, describedBy, known }: Props) {
  const [search, setSearch] = useState('');
  const options = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase('es');
    const all = (tracks ?? []).map((t) => ({ id: t.id, label: optionLabel(t.title, t.artist, t.duration) }));
    if (known && !all.some((o) => o.id === known.id))
      all.unshift({ id: known.id, label: optionLabel(known.title, '', known.durationSec) });
    // The chosen spot stays listed whatever the search, so the select never silently shows another one.
    return needle ? all.filter((o) => o.id === value || o.label.toLocaleLowerCase('es').includes(needle)) : all;
  }, [tracks, known, search, value]);

  return (
    <div className="space-y-2">
      <label htmlFor={id} className={labelClass}>
        Cuña *
      </label>
      <input
        type="search"
        aria-label="Buscar cuña en la biblioteca"
        placeholder="Buscar por título o artista"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        className={inputClass}
      />
      <select
        id={id}
        className={inputClass}
        disabled={loading}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        value={value === undefined || Number.isNaN(value) ? '' : String(value)}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}
        onBlur={onBlur}
      >
        <option value="">
          {loading ? 'Cargando biblioteca...' : options.length ? 'Elige una cuña' : 'Ninguna pista coincide'}
        </option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
