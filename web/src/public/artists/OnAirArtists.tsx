import { useQuery } from '@tanstack/react-query';
import { Radio } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { apiQuery } from '../../lib/api';

const MAX_SHOWN = 5;

/** Artists the station played lately (GET /api/tracks/recent): a starting point when the visitor has no name in mind. */
export function OnAirArtists({ onSelect }: { onSelect(name: string): void }) {
  const { t } = useTranslation();
  const plays = useQuery({ ...apiQuery('tracks.recent'), retry: false });
  const names = [...new Set((plays.data ?? []).map((p) => p.artist.trim()).filter(Boolean))].slice(0, MAX_SHOWN);
  if (names.length === 0) return null;
  return (
    <section aria-labelledby="on-air-artists" className="flex flex-col gap-2">
      <h2 id="on-air-artists" className="inline-flex items-center gap-2 text-lg font-bold text-gray-900">
        <Radio aria-hidden="true" className="h-5 w-5" />
        {t('artists.onAir')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {names.map((name) => (
          <li key={name}>
            <button
              type="button"
              onClick={() => onSelect(name)}
              className="rounded-full border border-gray-300 px-3 py-1 text-sm text-gray-900 hover:bg-gray-100"
            >
              {name}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
