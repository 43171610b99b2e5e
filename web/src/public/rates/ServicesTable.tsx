import { useTranslation } from 'react-i18next';
import { OTHER_RATES_EUR } from '../../../../shared/pricing/pricing-tables';
import { formatEuros } from '../../../../shared/text/format-number';
import { cellClass, headClass, tableClass } from './table-styles';

const PACKAGES = ['basico', 'estandar', 'premium'] as const;

/** Spot production, sponsorship and packages, plus when airing starts. */
export function ServicesTable() {
  const { t, i18n } = useTranslation();
  const euros = (amount: number) => formatEuros(amount, i18n.language);
  const [fromHours, toHours] = OTHER_RATES_EUR.airingStartHours;
  return (
    <div id="additional-services" className="flex scroll-mt-4 flex-col gap-4">
      <div className="overflow-x-auto">
        <table className={tableClass}>
          <thead>
            <tr>
              <th scope="col" className={headClass}>
                {t('rates.services.service')}
              </th>
              <th scope="col" className={headClass}>
                {t('rates.services.price')}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row" className={cellClass}>
                {t('rates.services.production', { n: OTHER_RATES_EUR.spotProductionFreeRevisions })}
              </th>
              <td className={cellClass}>{euros(OTHER_RATES_EUR.spotProduction)}</td>
            </tr>
            <tr>
              <th scope="row" className={cellClass}>
                {t('rates.services.sponsorship')}
              </th>
              <td className={cellClass}>
                {t('rates.services.fromPerMonth', { price: euros(OTHER_RATES_EUR.sponsorshipFromPerMonth) })}
              </td>
            </tr>
            {PACKAGES.map((pack) => (
              <tr key={pack}>
                <th scope="row" className={cellClass}>
                  {t(`rates.services.packages.${pack}`)}
                </th>
                <td className={cellClass}>{euros(OTHER_RATES_EUR.packages[pack])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p role="note" className="rounded-md bg-gray-100 p-3 text-gray-800">
        {t('rates.services.airing', { from: fromHours, to: toHours })}
      </p>
    </div>
  );
}
