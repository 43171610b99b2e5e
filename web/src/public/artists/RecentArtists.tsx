import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRecentArtists } from './recent-artists';

/** The visitor's last five artists, newest first, stored in this browser. */
export function RecentArtists({ onSelect }: { onSelect(name: string): void }) {
  const { t } = useTranslation();
  const names = useRecentArtists((s) => s.names);
  return (
    <section aria-labelledby="recent-artists" className="flex flex-col gap-2">
      <h2 id="recent-artists" className="inline-flex items-center gap-2 text-lg font-bold text-gray-900">
        <History aria-hidden="true" className="h-5 w-5" />
        {t('artists.recent')}
      </h2>
      {names.length === 0 ? (
        <p className="text-sm text-gray-700">{t('artists.recentEmpty')}</p>
      ) : (
        <ol aria-label={t('artists.recent')} className="flex flex-col gap-1">
          {names.map((name) => (
            <li key={name}>
              <button
                type="button"
                onClick={() => onSelect(name)}
                className="w-full rounded-md px-2 py-1 text-left text-gray-900 hover:bg-gray-100"
              >
                {name}
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
