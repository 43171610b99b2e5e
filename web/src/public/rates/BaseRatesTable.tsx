import { useTranslation } from 'react-i18next';
import { BASE_RATES_EUR, SPOT_LENGTHS_SECONDS } from '../../../../shared/pricing/pricing-tables';
import { formatEuros } from '../../../../shared/text/format-number';
import { cellClass, headClass, tableClass } from './table-styles';

/** Price per 30-day campaign by number of spots (rows) and spot length (columns). */
export function BaseRatesTable() {
  const { t, i18n } = useTranslation();
  return (
    <div className="overflow-x-auto">
      <table className={tableClass}>
        <caption className="mb-2 text-left text-gray-700">{t('rates.base.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className={headClass}>
              {t('rates.base.spots')}
            </th>
            {SPOT_LENGTHS_SECONDS.map((length) => (
              <th key={length} scope="col" className={headClass}>
                {t('rates.seconds', { n: length })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {BASE_RATES_EUR.map((tier) => (
            <tr key={tier.label}>
              <th scope="row" className={cellClass}>
                {tier.label}
              </th>
              {SPOT_LENGTHS_SECONDS.map((length) => (
                <td key={length} className={cellClass}>
                  {formatEuros(tier.prices[length], i18n.language)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
