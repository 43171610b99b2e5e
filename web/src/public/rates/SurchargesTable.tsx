import { useTranslation } from 'react-i18next';
import { SURCHARGES_PERCENT } from '../../../../shared/pricing/pricing-tables';
import { cellClass, headClass, tableClass } from './table-styles';

export const SURCHARGE_KINDS = Object.keys(SURCHARGES_PERCENT) as Array<keyof typeof SURCHARGES_PERCENT>;

/** Time-band and special-programme surcharges on the base rate. */
export function SurchargesTable() {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto">
      <table className={tableClass}>
        <thead>
          <tr>
            <th scope="col" className={headClass}>
              {t('rates.surcharges.band')}
            </th>
            <th scope="col" className={headClass}>
              {t('rates.surcharges.percent')}
            </th>
          </tr>
        </thead>
        <tbody>
          {SURCHARGE_KINDS.map((kind) => (
            <tr key={kind}>
              <th scope="row" className={cellClass}>
                {t(`rates.surcharges.${kind}`)}
              </th>
              <td className={cellClass}>+{SURCHARGES_PERCENT[kind].percent} %</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
