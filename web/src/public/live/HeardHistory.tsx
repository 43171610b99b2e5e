import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryQuery } from '../../../../shared/schemas/public/history';
import { apiQuery } from '../../lib/api';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { HeardHistoryList } from './HeardHistoryList';

const PAGE = 20;
const field = 'rounded-md border border-gray-300 bg-white px-3 py-2';
const button =
  'rounded-md border border-brand px-3 py-1 text-sm font-semibold text-brand hover:bg-red-50 disabled:opacity-40';

/** Today's date in a time zone, as the date input wants it (YYYY-MM-DD). */
const todayIn = (timeZone: string | undefined) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/**
 * "Ha sonado": what the station aired, newest first, paged; searched by words (title or artist) and by a moment
 * in station time ("hoy a las 8:15" is today's date and 08:15: the hour around it). A song still in the library
 * links to it in /music.
 */
export function HeardHistory() {
  const { t } = useTranslation('heard');
  const [words, setWords] = useState('');
  const [day, setDay] = useState('');
  const [time, setTime] = useState('');
  const [offset, setOffset] = useState(0);
  const q = useDebouncedValue(words).trim();
  const query: HistoryQuery = {
    offset,
    limit: PAGE,
    q: q || undefined,
    at: day && time ? `${day}T${time}` : undefined,
  };
  const history = useQuery({ ...apiQuery('history.list', { query }), placeholderData: keepPreviousData });
  const ids = { title: useId(), words: useId(), day: useId(), time: useId() };
  const timeZone = history.data?.timeZone;
  const reset = (apply: () => void) => {
    apply();
    setOffset(0);
  };
  const data = history.data;
  return (
    <section aria-labelledby={ids.title} className="space-y-4">
      <h2 id={ids.title} className="text-2xl font-bold">
        {t('title')}
      </h2>
      <form className="flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={ids.words} className="flex flex-1 flex-col gap-1 text-sm text-gray-800">
          {t('words')}
          <input
            id={ids.words}
            type="search"
            value={words}
            placeholder={t('wordsPlaceholder')}
            onChange={(e) => reset(() => setWords(e.target.value))}
            className={field}
          />
        </label>
        <label htmlFor={ids.day} className="flex flex-col gap-1 text-sm text-gray-800">
          {t('day')}
          <input
            id={ids.day}
            type="date"
            value={day}
            max={todayIn(timeZone)}
            onChange={(e) => reset(() => setDay(e.target.value))}
            className={field}
          />
        </label>
        <label htmlFor={ids.time} className="flex flex-col gap-1 text-sm text-gray-800">
          {t('time')}
          <input
            id={ids.time}
            type="time"
            value={time}
            onChange={(e) =>
              reset(() => {
                setTime(e.target.value);
                if (!day) setDay(todayIn(timeZone));
              })
            }
            className={field}
          />
        </label>
        {(day || time || words) && (
          <button
            type="button"
            className={button}
            onClick={() =>
              reset(() => {
                setDay('');
                setTime('');
                setWords('');
              })
            }
          >
            {t('latest')}
          </button>
        )}
      </form>
      {history.isPending ? (
        <p className="text-gray-700">{t('translation:player.loading')}</p>
      ) : history.isError || !data ? (
        <p className="text-gray-700">{t('error')}</p>
      ) : data.items.length === 0 ? (
        <p className="text-gray-700">{t('none')}</p>
      ) : (
        <>
          <p className="text-sm text-gray-700" aria-live="polite">
            {t('count', { count: data.total, zone: data.timeZone })}
          </p>
          <HeardHistoryList items={data.items} timeZone={data.timeZone} />
          <div className="flex justify-between">
            <button
              type="button"
              className={button}
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - PAGE))}
            >
              {t('newer')}
            </button>
            <button
              type="button"
              className={button}
              disabled={offset + PAGE >= data.total}
              onClick={() => setOffset(offset + PAGE)}
            >
              {t('older')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
