import { Radio } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { STATION } from '../../../../shared/constants';

/** The fixed programme banner of /live: station, town and the round-the-clock hours. */
export function LiveBanner() {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-4 rounded-xl bg-gradient-to-r from-red-800 to-red-700 p-5 text-white">
      <Radio className="h-10 w-10 shrink-0" aria-hidden />
      <div>
        <p className="text-xl font-bold">{STATION.name}</p>
        <p className="text-red-50">
          {STATION.town} · {t('live.bannerTime')}
        </p>
      </div>
    </div>
  );
}
