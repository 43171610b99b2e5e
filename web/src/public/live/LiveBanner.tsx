import { Radio } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { STATION } from '../../../../shared/station/station-facts';

/**
 * The fixed programme banner of /live: station, town and the round-the-clock hours. A light card, so the page
 * shows one red banner (the layout's programme banner) instead of two stacked.
 */
export function LiveBanner() {
  const { t } = useTranslation();
  return (
    <div
      data-testid="live-banner"
      className="flex items-center gap-4 rounded-xl border border-gray-200 bg-white p-5 text-gray-900"
    >
      <Radio className="h-10 w-10 shrink-0 text-brand" aria-hidden />
      <div>
        <p className="text-xl font-bold">{STATION.name}</p>
        <p className="text-gray-700">
          {STATION.town} · {t('live.bannerTime')}
        </p>
      </div>
    </div>
  );
}
