import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Track } from '../../../../shared/schemas/tracks';
import { ADMIN_API } from '../api/admin-urls';
import { inputClass } from '../common/styles';
import { TrackRow } from './TrackRow';

type SortKey = 'title' | 'artist' | 'album' | 'duration';
const SORTS: Record<SortKey, string> = { title: 'Título', artist: 'Artista', album: 'Álbum', duration: 'Duración' };

function compare(a: Track, b: Track, key: SortKey): number {
  if (key === 'duration') return a.duration - b.duration;
  return (a[key] ?? '').localeCompare(b[key] ?? '', 'es', { sensitivity: 'base' });
}

/** 'Mis Canciones': search across title/artist/album (case-insensitive) and sort. */
export function TrackList() {
  const tracks = useQuery<Track[]>({ queryKey: [ADMIN_API.tracks] });
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortKey>('title');

  const visible = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase('es');
    const all = tracks.data ?? [];
    const matching = needle
      ? all.filter((t) =>
          [t.title, t.artist, t.album ?? ''].some((field) => field.toLocaleLowerCase('es').includes(needle)),
        )
      : all;
    return [...matching].sort((a, b) => compare(a, b, sort));
  }, [tracks.data, search, sort]);

  if (tracks.isPending) return <p role="status">Cargando canciones...</p>;
  if (tracks.isError)
    return (
      <p role="alert" className="text-red-600">
        No se pudieron cargar las canciones.
      </p>
    );

  return (
    <div>
      <div className="mb-4 flex flex-wrap gap-2">
        <input
          type="search"
          aria-label="Buscar canciones"
          placeholder="Buscar por título, artista o álbum"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className={`${inputClass} max-w-sm`}
        />
        <label className="flex shrink-0 items-center gap-2 whitespace-nowrap text-sm">
          Ordenar por
          <select value={sort} onChange={(e) => setSort(e.target.value as SortKey)} className={`${inputClass} w-auto`}>
            {Object.entries(SORTS).map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {visible.length === 0 ? (
        <p className="py-8 text-center text-gray-600">
          {search.trim() && tracks.data.length > 0
            ? 'No se encontraron canciones que coincidan con tu búsqueda.'
            : 'No hay canciones disponibles.'}
        </p>
      ) : (
        <ul aria-label="Mis canciones" className="rounded-lg border border-gray-200 bg-white">
          {visible.map((track) => (
            <TrackRow key={track.id} track={track} />
          ))}
        </ul>
      )}
    </div>
  );
}
