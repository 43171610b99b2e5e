import { Radio } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { STATION } from '../../../../shared/station/station-facts';
import { NonProfitButton } from './non-profit/NonProfitButton';

/** FM 100.3 card: frequency, licence, the non-profit modal and the "advertise here" link. */
export function FmInfoCard() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="fm-card-heading" className="min-w-0 rounded-xl border border-gray-200 bg-white p-5">
      <div className="flex items-center gap-3">
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-red-50 text-brand">
          <Radio className="h-6 w-6" aria-hidden />
        </span>
        <div>
          <h2 id="fm-card-heading" className="text-lg font-bold">
            {t('home.fm.title', { frequency: STATION.frequencyMHz })}
          </h2>
          <p className="text-sm text-gray-700">{t('home.fm.subtitle')}</p>
        </div>
      </div>
      <p className="mt-3 text-sm text-gray-800">
        {t('home.fm.text', { power: STATION.powerW, countries: STATION.countriesWithListeners })}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <NonProfitButton />
        <Link to="/advertising" className="text-sm font-semibold text-brand underline">
          {t('home.fm.advertise')}
        </Link>
      </div>
    </section>
  );
}
