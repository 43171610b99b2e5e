import { useQuery } from '@tanstack/react-query';
import { ListPlus } from 'lucide-react';
import { useId, useState } from 'react';
import type { Track } from '../../../shared/schemas/tracks';
import { ADMIN_API } from '../admin/api/admin-urls';
import { formatDuration } from '../admin/music/format';
import { searchTracks } from '../admin/playlists/track-search';
import { inputClass, labelClass } from '../admin/common/styles';

/** Enough to find a song by typing; more would push the queue off the screen. */
const MAX_RESULTS = 8;

/** Search the library and put a song next on air. */
export function InsertNextForm({ onInsert, busy }: { onInsert(track: Track): void; busy: boolean }) {
  const tracks = useQuery<Track[]>({ queryKey: [ADMIN_API.tracks] });
  const [query, setQuery] = useState('');
  const inputId = useId();
  const results = query.trim() ? searchTracks(tracks.data ?? [], query).slice(0, MAX_RESULTS) : [];
  return (
    <section aria-label="Poner a continuación" className="border-t border-gray-200 pt-3">
      <label htmlFor={inputId} className={labelClass}>
        Poner a continuación: buscar en la biblioteca
      </label>
      <input
        id={inputId}
        type="search"
        className={inputClass}
        placeholder="Título, artista o álbum"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {tracks.isError && (
        <p role="alert" className="mt-1 text-sm text-red-600">
          No se pudo cargar la biblioteca.
        </p>
      )}
      {query.trim() && results.length === 0 && tracks.data && (
        <p className="mt-2 text-sm text-gray-600">Ninguna canción coincide.</p>
      )}
      {results.length > 0 && (
        <ul aria-label="Resultados de la búsqueda" className="mt-2 divide-y divide-gray-100 text-sm">
          {results.map((track) => (
            <li key={track.id} className="flex items-center gap-3 py-1.5">
              <span className="min-w-0 flex-1 truncate">
                {track.title}
                {track.artist && <span className="text-gray-600"> — {track.artist}</span>}
              </span>
              <span className="tabular-nums text-gray-500">{formatDuration(track.duration)}</span>
              <button
                type="button"
                disabled={busy}
                className="inline-flex items-center gap-1 rounded border border-gray-300 px-2 py-1 text-xs hover:bg-gray-50 disabled:opacity-50"
                aria-label={`Poner a continuación ${track.title}`}
                onClick={() => {
                  onInsert(track);
                  setQuery('');
                }}
              >
                <ListPlus aria-hidden className="h-3 w-3" />
                Poner a continuación
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
