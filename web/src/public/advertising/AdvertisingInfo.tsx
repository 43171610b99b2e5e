import { Globe2, Radio, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { STATION } from '../../../../shared/station/station-facts';

const REASONS = [
  { key: 'local', Icon: Users },
  { key: 'fm', Icon: Radio },
  { key: 'online', Icon: Globe2 },
] as const;

/** Why advertise on the station, with the published facts and a way to the rates. */
export function AdvertisingInfo() {
  const { t } = useTranslation();
  const facts = { frequency: STATION.frequencyMHz, power: STATION.powerW, countries: STATION.countriesWithListeners };
  return (
    <section aria-labelledby="advertising-why" className="flex flex-col gap-4">
      <h2 id="advertising-why" className="text-xl font-bold text-gray-900">
        {t('advertising.whyTitle')}
      </h2>
      <p className="text-gray-800">{t('advertising.nonProfit')}</p>
      <ul className="grid gap-4 md:grid-cols-3">
        {REASONS.map(({ key, Icon }) => (
          <li key={key} className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
            <Icon aria-hidden="true" className="h-6 w-6 text-red-700" />
            <h3 className="font-semibold text-gray-900">{t(`advertising.reasons.${key}.title`, facts)}</h3>
            <p className="text-sm text-gray-700">{t(`advertising.reasons.${key}.text`, facts)}</p>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Link
          to="/advertising/rates"
          className="rounded-md bg-gray-900 px-4 py-2 font-semibold text-white hover:bg-gray-700"
        >
          {t('advertising.seeRates')}
        </Link>
        <Link
          to="/advertising/rates#additional-services"
          className="rounded-md border border-gray-400 px-4 py-2 font-semibold text-gray-900 hover:bg-gray-50"
        >
          {t('advertising.seeServices')}
        </Link>
      </div>
    </section>
  );
}
