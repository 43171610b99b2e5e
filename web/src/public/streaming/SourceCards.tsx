import { useQuery } from '@tanstack/react-query';
import { Radio } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePlayer } from '../../stores/player';
import { apiQuery } from '../../lib/api';

/**
 * Escuchar: one card per active source; choosing one plays it as the current streaming source. The chosen card
 * turns green ("Reproduciendo") only while it plays; a source that failed says so and offers "Escuchar" again.
 */
export function SourceCards() {
  const { t } = useTranslation();
  const sources = useQuery({ ...apiQuery('streaming.sources') });
  const current = usePlayer((s) => s.currentStream);
  const isPlaying = usePlayer((s) => s.isPlaying);
  const failed = usePlayer((s) => s.error !== null);
  if (sources.isPending) return <p className="text-gray-700">{t('streaming.loading')}</p>;
  if (sources.isError || !Array.isArray(sources.data)) {
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        {t('streaming.loadError')}
      </p>
    );
  }
  const active = sources.data.filter((s) => s.isActive);
  if (active.length === 0)
    return <p className="rounded-lg border border-gray-200 bg-white p-4 text-gray-700">{t('streaming.noSources')}</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {active.map((source) => {
        const selected = current?.id === source.id && current.url === source.url;
        const playing = selected && isPlaying && !failed;
        const broken = selected && failed;
        return (
          <li
            key={source.id}
            className={`rounded-xl border bg-white p-4 ${broken ? 'border-red-300' : selected ? 'border-brand ring-2 ring-brand' : 'border-gray-200'}`}
            data-testid="source-card"
          >
            <div className="flex items-center gap-2">
              <Radio className="h-5 w-5 text-brand" aria-hidden />
              <h3 className="font-semibold">{source.name}</h3>
            </div>
            <p className="mt-1 break-all text-xs text-gray-600">{source.url}</p>
            {broken && (
              <p role="alert" className="mt-2 text-sm text-red-800">
                {t('streaming.sourceError')}
              </p>
            )}
            <button
              type="button"
              onClick={() => usePlayer.getState().playStream(source)}
              aria-pressed={playing}
              className={`mt-3 w-full rounded-md px-4 py-2 text-sm font-semibold ${playing ? 'bg-green-700 text-white' : 'bg-brand text-white hover:bg-brand-dark'}`}
            >
              {playing ? t('streaming.playing') : t('streaming.listen')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
