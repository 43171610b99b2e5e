import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Track } from '../../../../shared/schemas/tracks';
import { apiQuery } from '../../lib/api';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** The requestable songs, searched by title or artist as the listener types. */
export function RequestSearch({ onChoose }: { onChoose(track: Track): void }) {
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
        {songs.data?.items.map((track) => (
          <li key={track.id} className="flex items-center gap-3 py-2">
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold">{track.title}</p>
              <p className="truncate text-sm text-gray-700">{track.artist}</p>
            </div>
            <button
              type="button"
              onClick={() => onChoose(track)}
              aria-label={t('askThis', { title: track.title })}
              className="rounded-md border border-brand px-3 py-1 text-sm font-semibold text-brand hover:bg-red-50"
            >
              {t('choose')}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
