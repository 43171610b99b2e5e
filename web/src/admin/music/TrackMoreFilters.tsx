import type { TrackFilterQuery } from '../../../../shared/schemas/library/tracks';
import { inputClass } from '../common/styles';

/** The filters as typed: text, so a half-typed year filters nothing yet. */
export type LibraryFilterInput = Record<'genre' | 'artist' | 'yearFrom' | 'yearTo' | 'addedFrom' | 'addedTo', string>;

export const NO_FILTER: LibraryFilterInput = {
  genre: '',
  artist: '',
  yearFrom: '',
  yearTo: '',
  addedFrom: '',
  addedTo: '',
};

const year = (text: string) => (/^\d{4}$/.test(text.trim()) ? Number(text) : undefined);

/** What the server is asked for: the fields filled in, a year only once it has its four digits. */
export function filterQuery(input: LibraryFilterInput): TrackFilterQuery {
  return {
    genre: input.genre.trim() || undefined,
    artist: input.artist.trim() || undefined,
    yearFrom: year(input.yearFrom),
    yearTo: year(input.yearTo),
    addedFrom: input.addedFrom || undefined,
    addedTo: input.addedTo || undefined,
  };
}

const FIELDS: Array<{ key: keyof LibraryFilterInput; label: string; type: 'text' | 'number' | 'date' }> = [
  { key: 'genre', label: 'Género', type: 'text' },
  { key: 'artist', label: 'Artista', type: 'text' },
  { key: 'yearFrom', label: 'Año desde', type: 'number' },
  { key: 'yearTo', label: 'Año hasta', type: 'number' },
  { key: 'addedFrom', label: 'Añadida desde', type: 'date' },
  { key: 'addedTo', label: 'Añadida hasta', type: 'date' },
];

/** The song list's filters by genre, artist, year and the day a song was added (each bound included). */
export function TrackMoreFilters({
  value,
  onChange,
}: {
  value: LibraryFilterInput;
  onChange(value: LibraryFilterInput): void;
}) {
  return (
    <fieldset className="mb-4 flex flex-wrap gap-2 text-sm">
      <legend className="sr-only">Filtros de la biblioteca</legend>
      {FIELDS.map(({ key, label, type }) => (
        <label key={key} className="flex items-center gap-2 whitespace-nowrap">
          {label}
          <input
            type={type}
            value={value[key]}
            onChange={(e) => onChange({ ...value, [key]: e.target.value })}
            className={`${inputClass} ${type === 'number' ? 'w-24' : type === 'date' ? 'w-40' : 'w-40'}`}
            {...(type === 'number' ? { min: 1000, max: 9999, inputMode: 'numeric' as const } : {})}
          />
        </label>
      ))}
    </fieldset>
  );
}
