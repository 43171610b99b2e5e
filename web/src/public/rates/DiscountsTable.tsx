import { useTranslation } from 'react-i18next';
import { DISCOUNTS } from '../../../../shared/pricing/pricing-tables';
import { cellClass, headClass, tableClass } from './table-styles';

const LOYALTY = ['renewal', 'quarterly', 'annual'] as const;

/** Volume and loyalty discounts; the note says they are not cumulative. */
export function DiscountsTable() {
  const { t } = useTranslation();
  const volume = [...DISCOUNTS.volume].sort((a, b) => a.overSpots - b.overSpots);
  return (
    <div className="flex flex-col gap-4">
      <div className="overflow-x-auto">
        <table className={tableClass}>
          <thead>
            <tr>
              <th scope="col" className={headClass}>
                {t('rates.discounts.type')}
              </th>
              <th scope="col" className={headClass}>
                {t('rates.discounts.condition')}
              </th>
              <th scope="col" className={headClass}>
                {t('rates.discounts.percent')}
              </th>
            </tr>
          </thead>
          <tbody>
            {volume.map((step) => (
              <tr key={step.overSpots}>
                <th scope="row" className={cellClass}>
                  {t('rates.discounts.volume')}
                </th>
                <td className={cellClass}>{t('rates.discounts.overSpots', { n: step.overSpots })}</td>
                <td className={cellClass}>{step.percent} %</td>
              </tr>
            ))}
            {LOYALTY.map((kind) => (
              <tr key={kind}>
                <th scope="row" className={cellClass}>
                  {t('rates.discounts.loyalty')}
                </th>
                <td className={cellClass}>{t(`rates.loyalty.${kind}`)}</td>
                <td className={cellClass}>{DISCOUNTS.loyalty[kind]} %</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p role="note" className="rounded-md bg-amber-50 p-3 text-amber-950">
        {t('rates.discounts.notCumulative')}
      </p>
    </div>
  );
}
