import { useTranslation } from 'react-i18next';
import { COST_ESTIMATES_EUR } from '../../../../../shared/pricing/pricing-tables';
import { formatEuros as eur } from '../../../../../shared/text/format-number';
import { InfoDialog } from './InfoDialog';

/** The second modal: detailed cost estimates from shared/constants.ts. */
export function EstimatesDialog() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const range = ([low, high]: readonly [number, number]) => `${eur(low, lng)} – ${eur(high, lng)}`;
  const rows: Array<[string, string]> = [
    [t('home.estimates.fmInitial'), range(COST_ESTIMATES_EUR.fmInitial)],
    [t('home.estimates.digitalInitial'), range(COST_ESTIMATES_EUR.digitalInitial)],
    [t('home.estimates.combinedInitial'), range(COST_ESTIMATES_EUR.combinedInitial)],
    [t('home.estimates.annual'), eur(COST_ESTIMATES_EUR.annualMaintenance, lng)],
    [t('home.estimates.annualFm'), eur(COST_ESTIMATES_EUR.annualMaintenanceFm, lng)],
    [t('home.estimates.annualDigital'), eur(COST_ESTIMATES_EUR.annualMaintenanceDigital, lng)],
  ];
  return (
    <InfoDialog
      title={t('home.estimates.title')}
      description={t('home.estimates.text')}
      trigger={
        <button
          type="button"
          className="mt-4 rounded-md border border-brand px-4 py-2 text-sm font-semibold text-brand hover:bg-red-50"
        >
          {t('home.estimates.open')}
        </button>
      }
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{t('home.estimates.title')}</caption>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label} className="border-b border-gray-100">
              <th scope="row" className="py-2 text-left font-medium">
                {label}
              </th>
              <td className="py-2 text-right tabular-nums">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-xs text-gray-600">{t('home.estimates.note')}</p>
    </InfoDialog>
  );
}
