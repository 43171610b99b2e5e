import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Track } from '../../../../shared/schemas/library/tracks';
import { apiQuery } from '../../lib/api';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/**
 * The requestable songs, searched by title or artist as the listener types. A song that cannot be asked for now
 * says why and when it can (`unavailable`), with no button to choose it.
 */
export function RequestSearch({
  onChoose,
  unavailable,
}: {
  onChoose(track: Track): void;
  unavailable(trackId: number): string | null;
}) {
  const { t } = useTranslation('requests');
  const [words, setWords] = useState('');
  const q = useDebouncedValue(words).trim();
  const songs = useQuery({
    ...apiQuery('requests.tracks', { query: { q: q || undefined, limit: 20 } }),
    placeholderData: keepPreviousData,
  });
  const id = useId();
  return (
    <div className="space-y-3">
      <label htmlFor={id} className="flex flex-col gap-1 text-sm text-gray-800">
        {t('search')}
        <input
          id={id}
          type="search"
          value={words}
          onChange={(e) => setWords(e.target.value)}
          placeholder={t('searchPlaceholder')}
          className="rounded-md border border-gray-300 bg-white px-3 py-2"
        />
      </label>
      {songs.data && songs.data.items.length === 0 && <p className="text-sm text-gray-700">{t('none')}</p>}
      <ul className="max-h-72 divide-y divide-gray-100 overflow-y-auto" aria-label={t('title')}>
        {songs.data?.items.map((track) => {
          const why = unavailable(track.id);
          return (
            <li key={track.id} className="flex items-center gap-3 py-2">
              <div className="min-w-0 flex-1">
                <p className={`truncate font-semibold ${why ? 'text-gray-600' : ''}`}>{track.title}</p>
                <p className="truncate text-sm text-gray-700">{track.artist}</p>
                {why && <p className="text-xs text-amber-900">{why}</p>}
              </div>
              {!why && (
                <button
                  type="button"
                  onClick={() => onChoose(track)}
                  aria-label={t('askThis', { title: track.title })}
                  className="rounded-md border border-brand px-3 py-1 text-sm font-semibold text-brand hover:bg-red-50"
                >
                  {t('choose')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
