import { TRACK_KINDS, type TrackKind } from '../../../../shared/schemas/library/tracks';
import { inputClass } from '../common/styles';
import { TRACK_KIND_FILTER } from './track-kinds';
import { useCategories } from './categories';

export type SortKey = 'title' | 'artist' | 'album' | 'duration';
const SORTS: Record<SortKey, string> = { title: 'Título', artist: 'Artista', album: 'Álbum', duration: 'Duración' };

interface Props {
  search: string;
  onSearch(search: string): void;
  sort: SortKey;
  onSort(sort: SortKey): void;
  kind: TrackKind | '';
  onKind(kind: TrackKind | ''): void;
  categoryId: number | undefined;
  onCategory(categoryId: number | undefined): void;
}

/** The song list's search box, sort order and kind filter. */
export function TrackFilters({ search, onSearch, sort, onSort, kind, onKind, categoryId, onCategory }: Props) {
  const categories = useCategories();
  return (
    <div className="mb-4 flex flex-wrap gap-2">
      <input
        type="search"
        aria-label="Buscar canciones"
        placeholder="Buscar por título, artista o álbum"
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        className={`${inputClass} max-w-sm`}
      />
      <label className="flex items-center gap-2 whitespace-nowrap text-sm">
        Ordenar por
        <select value={sort} onChange={(e) => onSort(e.target.value as SortKey)} className={`${inputClass} w-auto`}>
          {Object.entries(SORTS).map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2 whitespace-nowrap text-sm">
        Tipo
        <select
          value={kind}
          onChange={(e) => onKind(e.target.value as TrackKind | '')}
          className={`${inputClass} w-auto`}
        >
          <option value="">Todos</option>
          {TRACK_KINDS.map((value) => (
            <option key={value} value={value}>
              {TRACK_KIND_FILTER[value]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2 whitespace-nowrap text-sm">
        Categoría
        <select
          value={categoryId ?? ''}
          onChange={(e) => onCategory(e.target.value ? Number(e.target.value) : undefined)}
          className={`${inputClass} w-auto`}
        >
          <option value="">Todas</option>
          {(categories.data ?? []).map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
